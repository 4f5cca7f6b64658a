// What layout objects hold of the views they name: nothing that keeps a view alive, and nil once it is gone.
import ResponderKit
import ResponderKitTestSupport
import Testing

@MainActor
@Suite("Auto Layout: references to views")
struct LayoutReferenceTests {
    @Test("AL-18: a constraint, an anchor and a guide do not keep their view; they read nil once it is gone")
    func itemsReadNilOnceGone() {
        let stage = LayoutStage()
        let survivor = stage.constrained()
        weak var gone: UIView?
        var constraint: NSLayoutConstraint?
        var inactive: NSLayoutConstraint?
        var guide: UILayoutGuide?
        var anchor: NSLayoutXAxisAnchor?
        do {
            let view = stage.constrained()
            gone = view
            constraint = view.widthAnchor.constraint(equalTo: survivor.widthAnchor)
            constraint?.isActive = true
            inactive = survivor.leadingAnchor.constraint(equalTo: view.trailingAnchor)
            let owned = UILayoutGuide()
            view.addLayoutGuide(owned)
            guide = owned
            anchor = view.leadingAnchor
            #expect(constraint?.firstItem === view && inactive?.secondItem === view && owned.owningView === view)
            view.removeFromSuperview()
        }
        #expect(gone == nil, "nothing of the layout kept the view")
        #expect(constraint?.firstItem == nil && constraint?.secondItem === survivor)
        #expect(constraint?.isActive == false)
        #expect(inactive?.firstItem === survivor && inactive?.secondItem == nil)
        #expect(guide?.owningView == nil)
        #expect(anchor?.constraint(equalTo: survivor.leadingAnchor).firstItem as? UIView == nil)
        // The survivor's own constraints still work.
        NSLayoutConstraint.activate(pin(survivor, to: stage.window, .zero))
        stage.window.layoutIfNeeded()
        #expect(survivor.frame == stage.window.bounds)
    }
}
