// The parts XCUITest shows inside some controls that UIKit makes single accessibility elements: a segmented
// control's segments and a stepper's Decrement and Increment halves, as buttons (UT-8).
//
// Invariants: parts are synthetic children (no object of their own); each hits through its control, so a tap on a
// part is a real touch on the control at the part's centre; frames follow the controls' own geometry (equal-width
// segments, stepper halves).
import Foundation
import ResponderKit

/// Synthetic parts of controls.
@MainActor
enum ControlParts {
    /// The parts of `object` (none for most objects), whose element frame is `frame`.
    static func parts(of object: UIResponder, frame: CGRect) -> [ElementSnapshot] {
        if let segments = object as? UISegmentedControl { return parts(of: segments, frame: frame) }
        if let stepper = object as? UIStepper { return parts(of: stepper, frame: frame) }
        return []
    }

    /// One button per segment, labelled with its title, selected when it is the selected segment.
    private static func parts(of control: UISegmentedControl, frame: CGRect) -> [ElementSnapshot] {
        let count = control.numberOfSegments
        guard count > 0 else { return [] }
        let width = frame.width / CGFloat(count)
        return (0..<count).map { index in
            ElementSnapshot(
                type: .button, object: nil, hitView: control, label: control.titleForSegment(at: index) ?? "",
                frame: CGRect(
                    x: frame.minX + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height),
                isEnabled: control.isEnabled && control.isEnabledForSegment(at: index),
                isSelected: index == control.selectedSegmentIndex)
        }
    }

    /// "Decrement" on the left half and "Increment" on the right, each enabled while it can step.
    private static func parts(of stepper: UIStepper, frame: CGRect) -> [ElementSnapshot] {
        let half = frame.width / 2
        let canDecrement = stepper.isEnabled && (stepper.wraps || stepper.value > stepper.minimumValue)
        let canIncrement = stepper.isEnabled && (stepper.wraps || stepper.value < stepper.maximumValue)
        return [
            ElementSnapshot(
                type: .button, object: nil, hitView: stepper, label: "Decrement",
                frame: CGRect(x: frame.minX, y: frame.minY, width: half, height: frame.height),
                isEnabled: canDecrement),
            ElementSnapshot(
                type: .button, object: nil, hitView: stepper, label: "Increment",
                frame: CGRect(x: frame.minX + half, y: frame.minY, width: half, height: frame.height),
                isEnabled: canIncrement),
        ]
    }
}
