// The demo's screen: a button, a switch, a slider, a text field, a table, a gesture pad and the on-screen log,
// with every control event, row selection, press, key command and motion logged.
//
// Invariants: every view has a background colour (the SDL renderer draws views as filled rectangles) and an
// accessibility identifier (its name in the log's chains).
import Foundation
import ResponderKit

/// The root view controller of the demo.
@MainActor
final class DemoViewController: UIViewController {
    let log: DemoLog
    let tracer: DemoTracer
    let viewCount: Int
    /// Whether recognizer lines are logged (see ``DemoOptions/logsDispatch``).
    let logsDispatch: Bool
    let tableSource: DemoTableSource
    /// Called when a handler of the demo runs (the latency measurement's end point).
    var onHandlerCalled: (@MainActor () -> Void)?

    let button = UIButton(type: .system)
    let toggle = UISwitch(frame: DemoLayout.toggle)
    let slider = UISlider(frame: DemoLayout.slider)
    let textField = UITextField(frame: DemoLayout.textField)
    let table = UITableView(frame: DemoLayout.table, style: .plain)
    let pad = UIView(frame: DemoLayout.pad)
    let logPanel = DemoLogPanel(frame: DemoLayout.logPanel, lineCount: DemoLayout.logLineCount)
    private(set) var grid: DemoGrid?

    init(log: DemoLog, tracer: DemoTracer, options: DemoOptions) {
        self.log = log
        self.tracer = tracer
        viewCount = options.viewCount
        logsDispatch = options.logsDispatch
        tableSource = DemoTableSource(log: log)
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives are not supported: this initializer always fails.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        let root = UIView(frame: DemoLayout.window)
        root.accessibilityIdentifier = "root"
        root.backgroundColor = UIColor(white: 0.9, alpha: 1)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addControls()
        addTable()
        addPad()
        view.addSubview(logPanel)
        let gauge = DemoGauge(frame: DemoLayout.gauge)
        gauge.accessibilityIdentifier = "gauge"
        view.addSubview(gauge)
        if viewCount > 0 {
            let grid = DemoGrid(frame: DemoLayout.grid, count: viewCount)
            grid.onCellTouched = { [unowned self] in onHandlerCalled?() }
            view.addSubview(grid)
            self.grid = grid
        }
        log.onChange = { [unowned self] log in logPanel.show(log.lines) }
        addKeyCommand(UIKeyCommand(input: "k", modifierFlags: .command, action: "logKeyCommand:"))
    }

    private func addControls() {
        button.frame = DemoLayout.button
        button.accessibilityIdentifier = "button"
        button.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        button.setTitle("Tap me", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.addAction(
            UIAction { [unowned self] _ in
                log.append("control button: touchUpInside")
                onHandlerCalled?()
            }, for: .touchUpInside)
        toggle.accessibilityIdentifier = "switch"
        toggle.backgroundColor = UIColor(red: 0.75, green: 0.75, blue: 0.78, alpha: 1)
        toggle.addAction(
            UIAction { [unowned self] _ in log.append("control switch: valueChanged isOn=\(toggle.isOn)") },
            for: .valueChanged)
        slider.accessibilityIdentifier = "slider"
        slider.backgroundColor = UIColor(red: 0.8, green: 0.85, blue: 0.9, alpha: 1)
        slider.value = 0.5
        slider.addAction(
            UIAction { [unowned self] _ in
                log.append("control slider: valueChanged value=\(String(format: "%.2f", slider.value))")
            }, for: .valueChanged)
        textField.accessibilityIdentifier = "textField"
        textField.backgroundColor = .white
        textField.placeholder = "Type here"
        let editing: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"),
        ]
        for (event, name) in editing {
            textField.addAction(
                UIAction { [unowned self] _ in
                    log.append("control textField: \(name) text=\"\(textField.text ?? "")\"")
                }, for: event)
        }
        for control in [button, toggle, slider, textField] as [UIControl] { view.addSubview(control) }
    }

    private func addTable() {
        table.accessibilityIdentifier = "table"
        table.backgroundColor = .white
        table.rowHeight = DemoLayout.rowHeight
        tableSource.onScrolled = { [unowned self] in onHandlerCalled?() }
        table.delegate = tableSource
        table.dataSource = tableSource
        view.addSubview(table)
    }

    // MARK: Presses, key commands and motion reaching the controller

    // Presses reach the controller when no view is first responder (it starts the chain) or when the first
    // responder passes them on; each is a handler call for the latency measurement.

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        onHandlerCalled?()
        logPresses("pressesBegan", presses)
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        onHandlerCalled?()
        logPresses("pressesEnded", presses)
        super.pressesEnded(presses, with: event)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        logPresses("pressesCancelled", presses)
        super.pressesCancelled(presses, with: event)
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("controller motionBegan: \(motion == .motionShake ? "shake" : "\(motion.rawValue)")")
        super.motionBegan(motion, with: event)
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("controller motionEnded: \(motion == .motionShake ? "shake" : "\(motion.rawValue)")")
        super.motionEnded(motion, with: event)
    }

    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("controller motionCancelled: \(motion == .motionShake ? "shake" : "\(motion.rawValue)")")
        super.motionCancelled(motion, with: event)
    }

    override func invokeSelector(_ call: SelectorCall) -> Bool {
        call.match("logKeyCommand:") { (command: UIKeyCommand) in
            log.append("key command: \(DemoPressNames.modifiers(command.modifierFlags))\(command.input ?? "")")
        } || super.invokeSelector(call)
    }

    private func logPresses(_ method: String, _ presses: Set<UIPress>) {
        // Sorted so that several presses in one event log in the same order live and on replay.
        let names = presses.map { DemoPressNames.name(of: $0) }
        for name in names.sorted() { log.append("controller \(method): \(name)") }
    }
}
