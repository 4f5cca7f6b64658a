// Maps UIKit objects to XCUITest's element types, and finds the view a tap on an element must reach.
//
// Invariants (UT-3): controls and text inputs are typed by class first (a switch carries the button trait, a
// stepper the adjustable one); then the traits an app set (a label with the button trait is a button); then the
// remaining classes (labels, images, cells, lists, scroll views, bars); an alert controller's view is an alert, or a
// sheet for the action-sheet style. A picker view is a picker and its wheels (adjustable elements in it) picker
// wheels (UT-260). Anything else is `.other`.
import Foundation
import ResponderKit

/// UIKit classes and traits to XCUITest element types.
@MainActor
enum ElementClassifier {
    /// The element type of `object`.
    static func type(of object: UIResponder) -> XCUIElement.ElementType {
        type(of: object, traits: object.accessibilityTraits)
    }

    /// The element type of `object`, whose `accessibilityTraits` are `traits` (read once by the tree builder).
    static func type(of object: UIResponder, traits: UIAccessibilityTraits) -> XCUIElement.ElementType {
        if object is UIWindow { return .window }
        if let view = object as? UIView, let alert = view.next as? UIAlertController {
            return alert.preferredStyle == .actionSheet ? .sheet : .alert
        }
        if let type = controlType(of: object) { return type }
        // A picker's wheels are adjustable elements directly inside it (UT-260).
        if let view = object as? UIView, view.superview is UIPickerView, traits.contains(.adjustable) {
            return .pickerWheel
        }
        if let type = traitType(of: traits) { return type }
        return containerType(of: object)
    }

    /// The type of a control or text input, by class.
    private static func controlType(of object: UIResponder) -> XCUIElement.ElementType? {
        switch object {
        case is UISearchTextField: return .searchField
        case let field as UITextField: return field.isSecureTextEntry ? .secureTextField : .textField
        case is UITextView: return .textView
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIStepper: return .stepper
        case is UISegmentedControl: return .segmentedControl
        case is UIDatePicker: return .datePicker
        case is UIPageControl: return .pageIndicator
        case is UIProgressView: return .progressIndicator
        case is UIActivityIndicatorView: return .activityIndicator
        case is UIButton: return .button
        default: return nil
        }
    }

    /// The type the traits give, for elements whose class does not decide.
    private static func traitType(of traits: UIAccessibilityTraits) -> XCUIElement.ElementType? {
        if traits.contains(.keyboardKey) { return .key }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .button }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .staticText }
        if traits.contains(.tabBar) { return .tabBar }
        // A custom adjustable element reads as a slider (**chosen**: XCUITest has no "adjustable" type).
        if traits.contains(.adjustable) { return .slider }
        return nil
    }

    /// The type of a view by class, once controls and traits did not decide.
    private static func containerType(of object: UIResponder) -> XCUIElement.ElementType {
        switch object {
        case is UITableViewCell, is UICollectionViewCell: return .cell
        case is UIPickerView: return .picker
        case is UITableView: return .table
        case is UICollectionView: return .collectionView
        case is UIScrollView: return .scrollView
        case is UINavigationBar: return .navigationBar
        case is UITabBar: return .tabBar
        case is UIToolbar: return .toolbar
        case is UILabel: return .staticText
        case is UIImageView: return .image
        default: return .other
        }
    }

    /// The accessibility identifier of `object` (views and `UIAccessibilityElement`s have one).
    static func identifier(of object: UIResponder) -> String? {
        if let view = object as? UIView { return view.accessibilityIdentifier }
        if let element = object as? UIAccessibilityElement { return element.accessibilityIdentifier }
        return nil
    }

    /// The view a tap on `object` must reach: the object itself when it is a view, else its nearest container
    /// that is a view (through `accessibilityContainer`).
    static func hitView(of object: UIResponder) -> UIView? {
        var current: Any? = object
        var steps = 0
        while let candidate = current, steps < 64 {
            if let view = candidate as? UIView { return view }
            current = (candidate as? UIAccessibilityElement)?.accessibilityContainer
            steps += 1
        }
        return nil
    }
}
