// The one reader of what Package.swift declares, shared by the architecture tests of chapter 6
// and the context map's tests of chapter 11, as SourceImports is for the `import` lines.

/// The targets of a package manifest and the dependencies each declares.
public enum PackageManifest {
  /// The `.target`s of `manifest` that keep their sources in `Sources/` (no `path:`), with
  /// the dependencies each declares.
  public static func targets(in manifest: String) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    var rest = manifest[...]
    while let start = rest.range(of: ".target(") {
      var depth = 0
      var end = start.upperBound
      for index in rest[start.lowerBound...].indices {
        if rest[index] == "(" { depth += 1 }
        if rest[index] == ")" { depth -= 1 }
        if depth == 0 && rest[index] == ")" {
          end = index
          break
        }
      }
      let body = rest[start.upperBound..<end]
      rest = rest[end...]
      guard !body.contains("path:"), let name = quoted(in: body).first else { continue }
      let dependencies = body.range(of: "dependencies:").map { quoted(in: body[$0.upperBound...]) }
      found[name] = Set(dependencies ?? [])
    }
    return found
  }

  /// Every string literal in `text`, in order.
  private static func quoted(in text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}
