// The UIKitPort build-tool plugin: a Linux target compiles an iOS app's own source folders, ported at build time,
// without a copy of them in the repository and without changing them.
//
// Invariants:
// - The target holds a `UIKitPort.config` (see PortConfiguration.swift, compiled here through a symbolic link:
//   a plugin cannot depend on a library) naming the app's folders. One build command ports every file the
//   configuration names, as one module, into the plugin's work folder; the target compiles those copies.
// - The plugin never reports a configuration error itself (SwiftPM shows a plugin's messages without file and
//   line): when the configuration does not resolve, the command it plans runs the tool on the configuration
//   alone, and the tool fails the build with `file:line: error:` lines. So every error reaches the build log in
//   the compiler's form, from one validator.
// - On a host with the Objective-C runtime (Apple platforms) it plans nothing: there the app builds against
//   Apple's UIKit, and the target compiles its own files only.

import Foundation
import PackagePlugin

@main
struct UIKitPort: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        #if _runtime(_ObjC)
            return []
        #else
            guard let module = target as? SourceModuleTarget else { return [] }
            guard
                let configuration = module.sourceFiles.first(where: {
                    $0.url.lastPathComponent == PortConfiguration.fileName
                })?.url
            else {
                throw UIKitPortError(
                    description: "target '\(target.name)' uses the UIKitPort plugin but has no "
                        + "\(PortConfiguration.fileName) naming the app's source folders")
            }
            let tool = try context.tool(named: "responderkit-port").url
            let folder = context.pluginWorkDirectoryURL.appendingPathComponent("Ported", isDirectory: true)
            // With line directives the compiler's errors in ported code name the app's own file and line.
            let arguments = [
                "--config", configuration.path, "--output", folder.path, "--warnings", "--line-directives",
            ]
            warnAboutFoldersOutside(configuration)
            switch PortConfiguration.sources(ofConfigurationAt: configuration.path) {
            case .success(let files):
                let inputs = files.map { URL(fileURLWithPath: $0) }
                return [
                    .buildCommand(
                        displayName: "Porting \(files.count) UIKit source files of \(target.name)",
                        executable: tool, arguments: arguments, inputFiles: [configuration] + inputs,
                        outputFiles: inputs.map { folder.appendingPathComponent(portedName(of: $0)) })
                ]
            case .failure:
                // The tool reads the configuration again and fails with its errors; the output it never writes
                // makes the build run it.
                return [
                    .buildCommand(
                        displayName: "Checking \(PortConfiguration.fileName) of \(target.name)", executable: tool,
                        arguments: arguments, inputFiles: [configuration],
                        outputFiles: [folder.appendingPathComponent("UIKitPortConfigurationError.swift")])
                ]
            }
        #endif
    }

    /// The copy's name the tool writes with `--line-directives` (`PortFiles.outputName`): `NAME.ported.swift`.
    private func portedName(of file: URL) -> String {
        let name = file.lastPathComponent
        return (name.hasSuffix(".swift") ? String(name.dropLast(6)) : name) + ".ported.swift"
    }

    /// SwiftPM plans a build again when a target's folder changes, not when a folder elsewhere does: files added
    /// to or removed from a `sources` folder outside the target would go unnoticed until the configuration
    /// changes. A link to the folder inside the target (excluded from it) makes SwiftPM watch it.
    private func warnAboutFoldersOutside(_ configuration: URL) {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8),
            let parsed = try? PortConfiguration.parse(text)
        else { return }
        // The configuration's own folder stands for the target's: the configuration is one of the target's files.
        let root = configuration.deletingLastPathComponent().standardizedFileURL.path + "/"
        for directive in parsed.directives where directive.kind == .sources {
            let path = URL(fileURLWithPath: directive.path, relativeTo: configuration.deletingLastPathComponent())
                .standardizedFileURL.path
            if !path.hasPrefix(root) {
                Diagnostics.warning(
                    "\(configuration.path):\(directive.line): '\(directive.path)' is outside the configuration's folder: "
                        + "SwiftPM will not notice files added to it or removed from it; link it into the target "
                        + "(ln -s) and exclude the link, as Examples/PhotoApp does")
            }
        }
    }
}
