// Exercise 35: Translate a provider's profile — the rules your code must keep.

import Authentication
import Foundation
import Testing

#if ReferenceSolutions
  import Exercise35Solution
#else
  import Exercise35
#endif

/// A partner payload with every field as an active, complete account sends it, and `changes`
/// replacing some (`nil` leaves a field out).
private func payload(_ changes: [String: String?] = [:]) -> Data {
  var fields: [String: String?] = [
    "uid": #""nv-00012345""#, "state": #""ACTIVE""#, "nick": #""  철수  ""#,
    "mail": #"{"address": "chulsoo@example.com", "confirmed": "Y"}"#,
    "thumbnail": #"{"url": "https://img.example.com/12345.png"}"#,
    "joined": #""2024-11-27T08:00:00+09:00""#,
  ]
  for (key, value) in changes { fields[key] = value }
  let body = fields.compactMap { key, value in value.map { "\"\(key)\": \($0)" } }
    .joined(separator: ", ")
  return Data(#"{"response": {\#(body)}}"#.utf8)
}

private let translator = PartnerProfileTranslator()

@Suite("Exercise 35: Translate a provider's profile")
struct Exercise35Tests {
  @Test("a complete payload becomes the identity context's ProviderProfile")
  func complete() throws {
    let profile = try translator.profile(from: payload())

    #expect(profile.identity == ProviderIdentity(provider: .naver, subject: "00012345"))
    #expect(profile.displayName == "철수")
    #expect(profile.verifiedEmail == "chulsoo@example.com")
    #expect(profile.pictureAddress == URL(string: "https://img.example.com/12345.png"))
  }

  @Test("a locked account is refused")
  func locked() throws {
    #expect(throws: PartnerProfileError.locked) {
      try translator.profile(from: payload(["state": #""LOCKED""#]))
    }
  }

  @Test("a state the translation does not know is refused, never read as active")
  func unknownState() throws {
    for state in [#""SLEEPING""#, #""active""#, #""""#] {
      #expect(throws: PartnerProfileError.unknownState) {
        try translator.profile(from: payload(["state": state]))
      }
    }
  }

  @Test("the subject is the uid's digits, without the partner's nv- prefix")
  func subjectWithoutPrefix() throws {
    let profile = try translator.profile(from: payload(["uid": #""nv-42""#]))

    #expect(profile.identity.subject == "42")
  }

  @Test("a uid that is not nv- followed by digits is refused")
  func invalidUid() throws {
    let uids = [
      #""12345""#, #""nv-""#, #""nv-12a4""#, #""xx-12345""#, #""nv-١٢٣""#, #""nv-+42""#,
      #""nv--42""#,
    ]
    for uid in uids {
      #expect(throws: PartnerProfileError.invalidUid, "uid \(uid)") {
        try translator.profile(from: payload(["uid": uid]))
      }
    }
  }

  @Test("a blank nickname is no name, and a name is trimmed")
  func nickname() throws {
    #expect(try translator.profile(from: payload(["nick": #""   ""#])).displayName == nil)
    #expect(try translator.profile(from: payload(["nick": nil])).displayName == nil)
    #expect(try translator.profile(from: payload(["nick": #"" 영희""#])).displayName == "영희")
  }

  @Test("an email is kept only when the partner confirmed it with Y")
  func confirmedEmail() throws {
    let unconfirmed = #"{"address": "a@example.com", "confirmed": "N"}"#
    let odd = #"{"address": "a@example.com", "confirmed": "maybe"}"#

    #expect(try translator.profile(from: payload(["mail": unconfirmed])).verifiedEmail == nil)
    #expect(try translator.profile(from: payload(["mail": odd])).verifiedEmail == nil)
    #expect(try translator.profile(from: payload(["mail": "null"])).verifiedEmail == nil)
  }

  @Test("a thumbnail that is missing or not https is no picture")
  func picture() throws {
    let http = #"{"url": "http://img.example.com/1.png"}"#

    #expect(try translator.profile(from: payload(["thumbnail": http])).pictureAddress == nil)
    #expect(try translator.profile(from: payload(["thumbnail": "null"])).pictureAddress == nil)
  }

  @Test("the join time keeps its offset: 08:00 in Seoul is 23:00 the day before in UTC")
  func joinTimeWithOffset() throws {
    let seoul = try translator.profile(from: payload())
    let utc = try translator.profile(from: payload(["joined": #""2024-11-27T08:00:00Z""#]))

    #expect(seoul.connectedAt == Date(timeIntervalSince1970: 1_732_662_000))
    #expect(utc.connectedAt == Date(timeIntervalSince1970: 1_732_694_400))
  }

  @Test("a join time that is not ISO 8601 with an offset is refused")
  func unreadableJoinTime() throws {
    for joined in [#""27/11/2024""#, #""2024-11-27T08:00:00""#] {
      #expect(throws: PartnerProfileError.unreadableJoinTime, "joined \(joined)") {
        try translator.profile(from: payload(["joined": joined]))
      }
    }
  }

  @Test("a payload missing a field the partner always sends is refused, naming the field")
  func unreadable() throws {
    #expect(throws: PartnerProfileError.unreadable(field: "uid")) {
      try translator.profile(from: payload(["uid": nil]))
    }
  }
}
