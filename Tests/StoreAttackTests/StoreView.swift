// What a person can see of a store, read back from the capstone's own output: the users
// `list` prints, the circles `circle list` prints, one circle as `circle show` prints it,
// and who `whoami` says is signed in. The attacks judge a store by these and nothing else.

/// One row of `user-admin list`.
struct ListedUser: Equatable {
  let id: String
  let name: String
  let isPremium: Bool
  let statusMessage: String
}

/// The users, as `list` prints them.
struct UserList: Equatable {
  let users: [ListedUser]

  /// Reads `list`'s lines: `user-1  alpha  (premium)  “status”` (a database's ids are UUIDs).
  init(_ output: String) {
    users = output.split(separator: "\n").compactMap { line in
      let fields = line.components(separatedBy: "  ")
      guard fields.count >= 2, isId(fields[0]) else { return nil }
      let status = fields.first { $0.hasPrefix("“") }.map { String($0.dropFirst().dropLast()) }
      return ListedUser(
        id: fields[0], name: fields[1], isPremium: fields.contains("(premium)"),
        statusMessage: status ?? "")
    }
  }

  /// The user named `name`, if listed.
  func named(_ name: String) -> ListedUser? { users.first { $0.name == name } }

  /// The user with id `id`, if listed.
  func with(id: String) -> ListedUser? { users.first { $0.id == id } }

  /// How many listed users are named `name`.
  func count(named name: String) -> Int { users.filter { $0.name == name }.count }
}

/// The circles, as `circle list` prints them: `circle-1  Alpha  2 members`.
struct CircleList: Equatable {
  /// Each circle's id and name, oldest first.
  let circles: [(id: String, name: String)]

  init(_ output: String) {
    circles = output.split(separator: "\n").compactMap { line in
      let fields = line.components(separatedBy: "  ")
      guard fields.count >= 3, isId(fields[0]), fields[fields.count - 1].contains(" member")
      else { return nil }
      return (fields[0], fields[1])
    }
  }

  /// The id of the circle named `name`, if listed.
  func id(named name: String) -> String? { circles.first { $0.name == name }?.id }

  /// How many listed circles are named `name`.
  func count(named name: String) -> Int { circles.filter { $0.name == name }.count }

  static func == (left: CircleList, right: CircleList) -> Bool {
    left.circles.map { [$0.id, $0.name] } == right.circles.map { [$0.id, $0.name] }
  }
}

/// One circle, as `circle show ID --ids` prints it (users by id).
struct ShownCircle: Equatable {
  /// Whether the circle was shown at all (it exists).
  let exists: Bool
  let name: String
  let owner: String
  let members: [String]
  /// The open invitations: invitee, inviter, invitation id.
  let invitations: [Invitation]

  /// An open invitation as `circle show` lists it.
  struct Invitation: Equatable {
    let invitee: String
    let inviter: String
    let id: String
  }

  /// Reads `  name:`, `  owner:`, `  members:  2 members: user-1, user-2` and
  /// `  invited:  user-2 by user-1 (invitation-1)`.
  init(_ output: String, status: Int32?) {
    var name = ""
    var owner = ""
    var members: [String] = []
    var invitations: [Invitation] = []
    for line in output.split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("name:") { name = value(text) }
      if text.hasPrefix("owner:") { owner = value(text) }
      if text.hasPrefix("members:"), let colon = value(text).firstIndex(of: ":") {
        let list = value(text)[value(text).index(after: colon)...]
        members = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      }
      if text.hasPrefix("invited:") {
        let words = value(text).split(separator: " ").map(String.init)
        if words.count == 4 {
          invitations.append(
            Invitation(
              invitee: words[0], inviter: words[2],
              id: String(words[3].dropFirst().dropLast())))
        }
      }
    }
    exists = status == 0 && !name.isEmpty
    self.name = name
    self.owner = owner
    self.members = members
    self.invitations = invitations
  }

  /// The open invitation of `invitee`, if any.
  func invitation(of invitee: String) -> Invitation? {
    invitations.first { $0.invitee == invitee }
  }
}

/// Whether a line's first field is an id (`user-3`, `circle-1`, or a UUID): one word,
/// not a notification's `notified`.
private func isId(_ field: String) -> Bool {
  !field.isEmpty && !field.contains(" ") && field != "notified"
}

/// Everything after the label of `label:   value`.
private func value(_ line: String) -> String {
  guard let colon = line.firstIndex(of: ":") else { return "" }
  return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
}

/// Who `whoami` says is signed in.
enum SignedIn: Hashable {
  case nobody
  case withoutProfile(provider: String)
  case profile(name: String, id: String, provider: String)
  case unreadable(String)

  /// Reads `NAME (user-3), signed in with Kakao`, `signed in with Kakao; no profile yet`, or
  /// `nobody is signed in…`.
  init(_ output: String) {
    let line = output.split(separator: "\n").first { !$0.hasPrefix("notified ") } ?? ""
    if line.hasPrefix("nobody is signed in") {
      self = .nobody
    } else if line.hasPrefix("signed in with "), line.contains(";") {
      self = .withoutProfile(
        provider: String(line.dropFirst("signed in with ".count).prefix { $0 != ";" }))
    } else if let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")"),
      let with = line.range(of: "), signed in with ")
    {
      self = .profile(
        name: String(line[..<open].dropLast()), id: String(line[line.index(after: open)..<close]),
        provider: String(line[with.upperBound...]))
    } else {
      self = .unreadable(String(line))
    }
  }
}
