import Foundation
import LayoutGenCore
import LayoutGenDiagnostics
import LayoutGenEmit

/// `layoutgen.json`, the settings of one target directory (GENERATED.md §3):
///
/// ```json
/// { "access": "internal", "adapters": ["uikit"], "templates": "../../LayoutTemplates", "output": "Generated" }
/// ```
///
/// Every key is optional. `adapters` lists platform adapters by name (as `--adapters` does);
/// `templates` is relative to the config file, `output` to the target directory (the config
/// file's directory) and must stay inside it. Unknown keys and bad values are problems that
/// name the file, with the line and column of the offending key or value.
package struct ConfigFile: Equatable {
    /// The name `generate` looks for in a directory argument, and the plugins in a target.
    package static let fileName = "layoutgen.json"
    /// The keys this version reads, sorted, for "did you mean".
    package static let keys = ["access", "adapters", "output", "templates"]
    /// The output directory when the file does not name one (as the command plugin writes).
    static let defaultOutput = "Generated"

    /// The path as given or found (printed in messages).
    package var path: String
    /// The access level, when the file sets one.
    package var access: GenerationOptions.Access?
    /// The platform adapters, when the file lists them.
    package var adapters: Set<Adapter>?
    /// The templates directory joined with the config file's directory, when set.
    package var templates: String?
    /// The output directory joined with the config file's directory (`Generated` by default).
    package var output: String

    /// One thing wrong with the file.
    package struct Problem: Equatable, Error {
        package var message: String
        /// Where in the file; nil for the file as a whole.
        package var location: SourceLocation?
    }

    /// Reads and checks the file at `path`: the config, or nil and every problem found.
    package static func load(_ path: String) -> (config: ConfigFile?, problems: [Problem]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            return (nil, [Problem(message: "cannot read the config file")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return (nil, [Problem(message: "the config file is not UTF-8 text")])
        }
        return decode(text, path: path)
    }

    /// Checks the text of a config file found at `path` (used to resolve relative paths).
    static func decode(_ text: String, path: String) -> (config: ConfigFile?, problems: [Problem]) {
        let root: JSONValue
        do {
            root = try JSONReader.parse(text)
        } catch {
            return (nil, [Problem(message: "invalid JSON: \(error.message)", location: error.location)])
        }
        guard case .object(let members) = root.kind else {
            return (nil, [Problem(message: "expected a JSON object, got \(root.kindName)", location: root.location)])
        }
        let directory = (path as NSString).deletingLastPathComponent
        var config = ConfigFile(path: path, output: resolve(defaultOutput, in: directory))
        var problems: [Problem] = []
        var seen: Set<String> = []
        for member in members {
            guard seen.insert(member.key).inserted else {
                problems.append(
                    Problem(message: "key '\(member.key)' given more than once", location: member.keyLocation))
                continue
            }
            do throws(Problem) {
                try config.read(member, directory: directory)
            } catch {
                problems.append(error)
            }
        }
        return (problems.isEmpty ? config : nil, problems)
    }

    /// Applies one key's value, or throws what is wrong with it.
    private mutating func read(_ member: JSONValue.Member, directory: String) throws(Problem) {
        let value = member.value
        switch member.key {
        case "access":
            let text = try Self.string(value, key: member.key)
            guard let level = GenerationOptions.Access(rawValue: text) else {
                throw Problem(
                    message: "invalid access level '\(text)'; expected \"public\" or \"internal\"",
                    location: value.location)
            }
            access = level
        case "templates":
            let relative = try Self.relativePath(value, key: member.key)
            let joined = Self.resolve(relative, in: directory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: joined, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                throw Problem(
                    message: "templates directory '\(relative)' not found (it is relative to the config file)",
                    location: value.location)
            }
            templates = joined
        case "output":
            let relative = try Self.relativePath(value, key: member.key)
            guard let inside = Self.inside(relative) else {
                throw Problem(
                    message: "'output' must stay inside the target directory: '\(relative)'", location: value.location)
            }
            output = inside.isEmpty ? (directory.isEmpty ? "." : directory) : Self.resolve(inside, in: directory)
        case "adapters":
            guard case .array(let elements) = value.kind else {
                throw Problem(
                    message: "expected an array for 'adapters', got \(value.kindName)", location: value.location)
            }
            var adapters: Set<Adapter> = []
            for element in elements {
                switch Adapter.parse(names: [try Self.string(element, key: "adapters")]) {
                case .success(let named): adapters.formUnion(named)
                case .failure(let unknown): throw Problem(message: unknown.message, location: element.location)
                }
            }
            self.adapters = adapters
        default:
            let suggestion = Suggestion.closest(to: member.key, among: Self.keys)
            let hint =
                suggestion.map { "; did you mean '\($0)'?" } ?? "; expected one of \(Self.keys.joined(separator: ", "))"
            throw Problem(message: "unknown key '\(member.key)'\(hint)", location: member.keyLocation)
        }
    }

    private static func string(_ value: JSONValue, key: String) throws(Problem) -> String {
        guard case .string(let text) = value.kind else {
            throw Problem(message: "expected a string for '\(key)', got \(value.kindName)", location: value.location)
        }
        return text
    }

    private static func relativePath(_ value: JSONValue, key: String) throws(Problem) -> String {
        let text = try string(value, key: key)
        guard !text.isEmpty, !text.hasPrefix("/"), !text.hasPrefix("~") else {
            throw Problem(message: "'\(key)' must be a relative path, got '\(text)'", location: value.location)
        }
        return text
    }

    /// `relative` joined to the config file's directory (as is when that is the working
    /// directory).
    private static func resolve(_ relative: String, in directory: String) -> String {
        directory.isEmpty ? relative : SpecFiles.join(directory, relative)
    }

    /// `path` without `.` components and with `..` folded, or nil when it climbs out of its
    /// starting directory; empty for the directory itself.
    package static func inside(_ path: String) -> String? {
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == ".." {
                guard components.popLast() != nil else { return nil }
            } else {
                components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    /// The problems as `path:line:col: error: message` lines (`path: error: message` without
    /// a position).
    package static func render(_ problems: [Problem], path: String) -> String {
        problems.map { problem in
            let location = problem.location.map { "\(path):\($0):" } ?? "\(path):"
            return "\(location) error: \(problem.message)\n"
        }.joined()
    }
}
