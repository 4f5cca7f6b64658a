// The demo app (in progress).
import ResponderKit
