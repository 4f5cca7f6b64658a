// A live scene: the application, windows, views and controllers made from a ``Scene``.
// The invariants at the top of `SceneBuilder.swift` hold here too.

import Foundation
import ResponderKit

/// A live scene: the application, windows, views and controllers made from a ``Scene``.
@MainActor
public final class BuiltScene {
    /// The scene this was built from.
    public let scene: Scene
    /// The independent application that owns the windows.
    public let application: UIApplication
    // `controllers` is declared (so released) before `views`: a controller owns its view, and releasing it first
    // keeps every view's last reference in `views` (see the file header).
    /// The controllers named in the scene, in document order.
    public let controllers: [SceneViewController]
    /// The view made for each scene view, by scene index (windows for the roots).
    public let views: [UIView]
    private let indexByObject: [ObjectIdentifier: Int]
    private let controllerByObject: [ObjectIdentifier: SceneViewController]
    private let recognizerByObject: [ObjectIdentifier: SceneRecognizer]
    /// The constraints the scene's keys made, in activation order (a stack view's own are not listed).
    public let constraints: [NSLayoutConstraint]
    /// The frames Auto Layout solved and its findings, after the first layout.
    public internal(set) var layout = SceneLayoutReport()

    init(
        scene: Scene, application: UIApplication, views: [UIView], controllers: [SceneViewController],
        recognizers: [ObjectIdentifier: SceneRecognizer], constraints: [NSLayoutConstraint] = []
    ) {
        self.constraints = constraints
        self.scene = scene
        self.application = application
        self.views = views
        self.controllers = controllers
        self.recognizerByObject = recognizers
        var indexByObject: [ObjectIdentifier: Int] = [:]
        indexByObject.reserveCapacity(views.count)
        for (index, view) in views.enumerated() { indexByObject[ObjectIdentifier(view)] = index }
        self.indexByObject = indexByObject
        var controllerByObject: [ObjectIdentifier: SceneViewController] = [:]
        for controller in controllers { controllerByObject[ObjectIdentifier(controller)] = controller }
        self.controllerByObject = controllerByObject
    }

    /// The windows, one per root, in document order.
    public var windows: [UIWindow] {
        scene.roots.compactMap { views[$0] as? UIWindow }
    }

    /// The view whose scene id is `id`, or nil.
    public func view(withID id: String) -> UIView? {
        scene.index(ofID: id).map { views[$0] }
    }

    /// The scene index of a view of this scene, or nil for any other view.
    public func sceneIndex(of view: UIView) -> Int? {
        indexByObject[ObjectIdentifier(view)]
    }

    /// The scene controller `responder` is, or nil.
    public func controller(_ responder: UIResponder) -> SceneViewController? {
        controllerByObject[ObjectIdentifier(responder)]
    }

    /// Where a gesture recognizer of this scene comes from, or nil for any other recognizer.
    public func recognizer(_ recognizer: UIGestureRecognizer) -> SceneRecognizer? {
        recognizerByObject[ObjectIdentifier(recognizer)]
    }
}
