// UIKit's rectangle drawing functions: fill, frame and clip in the current graphics context.
//
// Invariant: each leaves the context's state as it found it (except `UIRectClip`, which narrows the clip); with no
// current context nothing is drawn and the shared application's `graphicsLog` says so.
import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills `rect` with the current fill colour, replacing what is below (the `.copy` blend mode), as UIKit does.
@MainActor
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills `rect` with the current fill colour, composited with `blendMode`.
@MainActor
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = currentGraphicsContext(for: "UIRectFill()") else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws a one-point frame just inside `rect` with the current fill colour (the `.copy` blend mode), as UIKit does.
@MainActor
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws a one-point frame just inside `rect` with the current fill colour, composited with `blendMode`.
@MainActor
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = currentGraphicsContext(for: "UIRectFrame()") else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let inner = r.insetBy(dx: min(1, r.width / 2), dy: min(1, r.height / 2))
    context.saveGState()
    context.setBlendMode(blendMode)
    // The frame is the rectangle minus its inside: filled even-odd, in the fill colour as UIKit draws it.
    context.addRect(r)
    if !inner.isEmpty { context.addRect(inner) }
    context.fillPath(using: .evenOdd)
    context.restoreGState()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Narrows the current context's clip to `rect`.
@MainActor
public func UIRectClip(_ rect: CGRect) {
    currentGraphicsContext(for: "UIRectClip()")?.clip(to: rect)
}
