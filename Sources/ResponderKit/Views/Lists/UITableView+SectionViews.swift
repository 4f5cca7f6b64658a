// A table view's section headers and footers beyond their placement: their heights (LS-7, LE-40), their floating
// in the plain style (LE-41), their rectangles (LE-43) and the delegate's display calls for them (LE-44).
//
// Invariants: in the plain style a header is never above its section's top nor below its footer's top minus its
// height, and a footer never below its natural place nor above its header's bottom; the grouped styles leave both
// where the layout put them. Floating allocates nothing and runs on every content offset change.
import Foundation

extension UITableView {
    /// A header's height: the delegate's, else ``sectionHeaderHeight``; ``automaticDimension`` fits the view's
    /// constraints when an estimate is given (LE-40), else 28 points with a view and 0 without (LS-7). Negative or
    /// non-finite heights are 0.
    func headerHeight(inSection section: Int) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        let estimate =
            tableDelegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
        return sectionViewHeight(height, estimate: estimate, view: sections[section].header)
    }

    /// A footer's height, as for headers.
    func footerHeight(inSection section: Int) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        let estimate =
            tableDelegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
        return sectionViewHeight(height, estimate: estimate, view: sections[section].footer)
    }

    private func sectionViewHeight(_ height: CGFloat, estimate: CGFloat, view: UIView?) -> CGFloat {
        guard height == UITableView.automaticDimension else { return height.isFinite ? max(0, height) : 0 }
        guard let view else { return 0 }
        if estimate > 0, estimate.isFinite {
            let target = (view as? UITableViewHeaderFooterView)?.contentView ?? view
            let fitted = target.systemLayoutSizeFitting(
                CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            if fitted.height > 0 { return fitted.height }
        }
        return UITableView.automaticHeaderHeight
    }

    /// Floats the plain style's headers and footers (LE-41): a header stays at the top of the visible area (inside
    /// the content inset) while its section is under it, until its section's end pushes it up; a footer stays at the
    /// bottom while its section is above it.
    func floatSectionViews() {
        guard style == .plain else { return }
        let width = bounds.width
        let visibleTop = bounds.minY + contentInset.top
        let visibleBottom = bounds.maxY - contentInset.bottom
        for layout in sections {
            if let header = layout.header {
                let y = min(max(layout.top, visibleTop), layout.footerTop - layout.headerHeight)
                let frame = CGRect(x: 0, y: max(layout.top, y), width: width, height: layout.headerHeight)
                if header.frame != frame { header.frame = frame }
            }
            if let footer = layout.footer {
                let y = max(
                    min(layout.footerTop, visibleBottom - layout.footerHeight), layout.top + layout.headerHeight)
                let frame = CGRect(x: 0, y: min(layout.footerTop, y), width: width, height: layout.footerHeight)
                if footer.frame != frame { footer.frame = frame }
            }
        }
    }

    /// The rectangle of a section's header in the table's content, where the layout places it (not where it
    /// floats, LE-43); zero for a section that does not exist.
    public func rectForHeader(inSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: bounds.width, height: sections[section].headerHeight)
    }

    /// The rectangle of a section's footer in the table's content, where the layout places it (LE-43).
    public func rectForFooter(inSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(
            x: 0, y: sections[section].footerTop, width: bounds.width, height: sections[section].footerHeight)
    }

    /// The rectangle of a whole section, header to footer (LE-43).
    public func rect(forSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let layout = sections[section]
        return CGRect(
            x: 0, y: layout.top, width: bounds.width, height: layout.footerTop + layout.footerHeight - layout.top)
    }

    /// Tells the delegate of each header and footer view that entered or left the visible area (LE-44).
    func updateDisplayedSectionViews() {
        let visible = bounds
        for section in sections.indices {
            if let header = sections[section].header {
                let shown = sections[section].headerHeight > 0 && header.frame.intersects(visible)
                if shown != sections[section].headerDisplayed {
                    sections[section].headerDisplayed = shown
                    if shown {
                        tableDelegate?.tableView(self, willDisplayHeaderView: header, forSection: section)
                    } else {
                        tableDelegate?.tableView(self, didEndDisplayingHeaderView: header, forSection: section)
                    }
                }
            }
            if let footer = sections[section].footer {
                let shown = sections[section].footerHeight > 0 && footer.frame.intersects(visible)
                if shown != sections[section].footerDisplayed {
                    sections[section].footerDisplayed = shown
                    if shown {
                        tableDelegate?.tableView(self, willDisplayFooterView: footer, forSection: section)
                    } else {
                        tableDelegate?.tableView(self, didEndDisplayingFooterView: footer, forSection: section)
                    }
                }
            }
        }
    }

    /// Ends the display of every displayed header and footer view (a reload removes them).
    func endSectionViewsDisplay() {
        for section in sections.indices {
            if sections[section].headerDisplayed, let header = sections[section].header {
                sections[section].headerDisplayed = false
                tableDelegate?.tableView(self, didEndDisplayingHeaderView: header, forSection: section)
            }
            if sections[section].footerDisplayed, let footer = sections[section].footer {
                sections[section].footerDisplayed = false
                tableDelegate?.tableView(self, didEndDisplayingFooterView: footer, forSection: section)
            }
        }
    }
}
