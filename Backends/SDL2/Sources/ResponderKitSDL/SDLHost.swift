// The SDL adapter (in progress).
import CSDL2
import ResponderKit
