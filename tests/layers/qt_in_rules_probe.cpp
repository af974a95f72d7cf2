// Compiled only by the test 'layers.qt_include_fails': a Qt include in a library target must
// not build, because the engine layers never get Qt's include paths.
#include <QObject>

int fray_probe() { return 0; }
