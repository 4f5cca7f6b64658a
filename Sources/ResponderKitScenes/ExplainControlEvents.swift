// The control events one control sent at one moment of the tap.
// The invariants at the top of `ExplainResult.swift` hold here too.

import Foundation
import ResponderKit

/// The control events one control sent at one moment of the tap.
public struct ExplainControlEvents: Sendable, Equatable {
    /// The scene index of the control.
    public var control: Int
    /// The names of the events, in bit order (`touchUpInside`, `primaryActionTriggered`).
    public var events: [String]
    /// The number of distinct targets of the control's target-actions (`allTargets.count`).
    public var targets: Int
    /// The number of `UIAction`s and closure handlers registered on the control.
    public var actions: Int
}
