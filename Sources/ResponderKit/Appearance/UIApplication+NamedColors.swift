// The application's colour sets: `UIColor(named:)` finds the colours registered with the shared application.
//
// Invariant: each application has its own catalogue; the shared application's is the one `UIColor(named:)` reads
// (from any thread: it is locked).
import Foundation

extension UIApplication {
    /// The shared application's catalogue, which `UIColor(named:)` reads from any thread.
    nonisolated static let sharedNamedColors = NamedColorCatalog()

    /// This application's catalogue.
    private var namedColors: NamedColorCatalog {
        self === UIApplication.shared ? UIApplication.sharedNamedColors : storedNamedColors
    }

    /// Registers `color` under `name`, as a colour set in the app's asset catalogue does on iOS (a ResponderKit
    /// addition: there is no asset catalogue off Apple platforms). Registered with ``UIApplication/shared``, it is
    /// what `UIColor(named:)` returns for that name (UI-10); nil removes the name.
    public func registerColor(_ color: UIColor?, named name: String) {
        namedColors.register(color, named: name)
    }

    /// The colour registered under `name` with this application, nil for none.
    public func registeredColor(named name: String) -> UIColor? {
        namedColors.color(named: name)
    }
}

extension UIColor {
    /// The colour registered under `name` with the shared application
    /// (``UIApplication/registerColor(_:named:)``), or nil, as UIKit returns nil for a colour set its asset catalogue
    /// lacks (UI-10).
    public convenience init?(named name: String) {
        guard let color = UIApplication.sharedNamedColors.color(named: name) else { return nil }
        self.init(copying: color)
    }

    /// A colour with `color`'s components, made from the same kind of value (white or RGB).
    convenience init(copying color: UIColor) {
        if color.isGray {
            self.init(white: color.redValue, alpha: color.alphaValue)
        } else {
            self.init(red: color.redValue, green: color.greenValue, blue: color.blueValue, alpha: color.alphaValue)
        }
    }
}
