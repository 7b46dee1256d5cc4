// Replaying fuzz inputs without libFuzzer: every file named, or every file in every
// folder named, goes through a check; the first violation is reported.

import Foundation

/// Runs committed fuzz inputs through a property check.
public enum FuzzReplay {
  /// Every input file under the paths given (files, or folders of files), sorted.
  public static func inputs(under paths: [String]) -> [URL] {
    var files: [URL] = []
    for path in paths {
      let url = URL(fileURLWithPath: path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.filter { !$0.hasPrefix(".") }.map { url.appendingPathComponent($0) }
      } else {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Checks every input named in `arguments` (after the program name); returns an exit status.
  public static func run(arguments: [String], check: ([UInt8]) throws -> Void) -> Int32 {
    let files = inputs(under: Array(arguments.dropFirst()))
    for file in files {
      guard let data = try? Data(contentsOf: file) else { continue }
      do {
        try check(Array(data))
      } catch {
        print("\(file.path): \(error)")
        return 1
      }
    }
    print("replayed \(files.count) input(s): every property held")
    return 0
  }
}
