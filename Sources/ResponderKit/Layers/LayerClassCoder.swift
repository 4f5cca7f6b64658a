// The coder with which a view creates a custom `layerClass`: Swift calls only required initializers through a
// metatype, and `init?(coder:)` is the one every layer class has (Core Animation's `init()` is not required, so
// subclasses override it with `override init()` as on iOS). Decodes nothing.
import Foundation

/// Tells `CALayer.init?(coder:)` to initialize a default layer instead of failing.
final class LayerClassCoder: NSCoder {}
