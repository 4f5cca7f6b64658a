// The bodies of UIView's recognizer, interaction and editing methods (declared, overridable, in UIView.swift).
import Foundation

extension UIView {
    /// The interactions attached to the view.
    public var interactions: [UIInteraction] {
        get { storedInteractions ?? [] }
        set {
            for interaction in storedInteractions ?? [] { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    final func setGestureRecognizersImpl(_ newValue: [UIGestureRecognizer]?) {
        for recognizer in storedGestureRecognizers ?? [] { recognizer.storedView = nil }
        storedGestureRecognizers = nil
        for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }

    final func addGestureRecognizerImpl(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view {
            if old === self { return }
            old.removeGestureRecognizer(gestureRecognizer)
        }
        gestureRecognizer.storedView = self
        storedGestureRecognizers = (storedGestureRecognizers ?? []) + [gestureRecognizer]
    }

    final func removeGestureRecognizerImpl(_ gestureRecognizer: UIGestureRecognizer) {
        guard var list = storedGestureRecognizers, let index = list.firstIndex(where: { $0 === gestureRecognizer })
        else { return }
        list.remove(at: index)
        storedGestureRecognizers = list.isEmpty ? nil : list
        gestureRecognizer.dispatcher?.detach(gestureRecognizer, reason: "removed from its view")
        gestureRecognizer.storedView = nil
    }

    final func addInteractionImpl(_ interaction: UIInteraction) {
        interaction.willMove(to: self)
        storedInteractions = (storedInteractions ?? []) + [interaction]
        interaction.didMove(to: self)
    }

    final func removeInteractionImpl(_ interaction: UIInteraction) {
        guard let index = storedInteractions?.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions?.remove(at: index)
        if storedInteractions?.isEmpty == true { storedInteractions = nil }
        interaction.didMove(to: nil)
    }

    final func endEditingImpl(_ force: Bool) -> Bool {
        guard let window = storedWindow, let responder = window.currentFirstResponder else { return true }
        let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        guard let view, view.isDescendant(of: self) else { return true }
        if !force { return responder.resignFirstResponder() }
        window.setFirstResponder(nil)
        responder.firstResponderStatusForciblyEnded(in: window.application)
        return true
    }
}
