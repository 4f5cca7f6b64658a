let a = "@objc \(#selector(x)) \("nested \(1)")"
let b = """
    #selector(y) } )
    """
let c = #"raw \(no) \#(yes)"#
/* /* nested */ #if os(iOS) */
// @IBOutlet dynamic
@objc protocol P { @objc optional func f() }
func g() { method_exchangeImplementations(a, b); _ = object.value(forKey: "k") }
