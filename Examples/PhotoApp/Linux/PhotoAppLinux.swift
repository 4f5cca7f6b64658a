// The Linux build of PhotoApp. The app's files stay in PhotoApp/, as the iOS project uses them: the UIKitPort
// plugin ports them at build time into this target (see UIKitPort.config). A target needs one file of its own.
