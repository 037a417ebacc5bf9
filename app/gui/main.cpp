// SPDX-License-Identifier: GPL-3.0-or-later
// Fairyboard: play and study chess variants defined by presets.
#include "boardscene.h"
#include "boardview.h"
#include "commandline.h"
#include "gamecontroller.h"
#include "mainwindow.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTimer>
#include <QTranslator>
#include <cstdio>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("fairyboard"));
    QApplication::setApplicationDisplayName(QStringLiteral("Fairyboard"));
    QApplication::setOrganizationName(QStringLiteral("Fairyboard"));
    QApplication::setApplicationVersion(QStringLiteral(FAIRYBOARD_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(FAIRYBOARD_APP_ID));

    QTranslator qtTranslator, appTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    if (appTranslator.load(
            QLocale(), QStringLiteral("fairyboard"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&appTranslator);

    const CommandLine cl = parseCommandLine(app.arguments());

    fb::PresetRegistry registry;
    registry.addBundled();
    MainWindow window(&registry);
    const QString preset = !cl.preset.isEmpty()
        ? cl.preset
        : QSettings().value(QStringLiteral("game/lastPreset"), QStringLiteral("chess")).toString();
    QString error;
    if (!window.startGame(preset, cl.fen, &error)) {
        std::fprintf(stderr, "fairyboard: %s\n", qPrintable(error));
        if (!cl.screenshot.isEmpty() || !cl.preset.isEmpty())
            return 1;
        window.startGame(QStringLiteral("chess"));
    }
    for (const QString& m : cl.moves) {
        if (!window.game()->playText(m, &error)) {
            std::fprintf(stderr, "fairyboard: move '%s': %s\n", qPrintable(m), qPrintable(error));
            return 1;
        }
    }
    window.show();
    if (!cl.select.isEmpty()) {
        int at = 0;
        const fb::Square s = window.game()->variant().geometry.parseSquare(cl.select, at);
        if (s == fb::NoSquare || at != cl.select.size()) {
            std::fprintf(stderr, "fairyboard: '%s' is not a square\n", qPrintable(cl.select));
            return 1;
        }
        window.scene()->selectSquare(s);
    }
    if (!cl.screenshot.isEmpty()) {
        QTimer::singleShot(300, &window, [&] {
            window.view()->refit();
            QApplication::processEvents();
            const bool ok = window.grab().save(cl.screenshot, "PNG");
            if (!ok)
                std::fprintf(stderr, "fairyboard: cannot write %s\n", qPrintable(cl.screenshot));
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return QApplication::exec();
}
