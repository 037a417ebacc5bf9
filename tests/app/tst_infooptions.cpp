// SPDX-License-Identifier: GPL-3.0-or-later
// The fairyboard executable answers --help and --version without a display (no DISPLAY, no
// WAYLAND_DISPLAY, no QT_QPA_PLATFORM), in the interface language of the user's settings.
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

/// Runs the app with no display and the settings in `configHome` (XDG_CONFIG_HOME), the
/// language environment `language` (LANGUAGE; LANG is C.UTF-8).
Run runWithoutDisplay(const QStringList& args, const QString& configHome, const QString& language)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE", "LC_ALL",
             "LC_MESSAGES", "XAUTHORITY"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    if (!language.isEmpty())
        env.insert(QStringLiteral("LANGUAGE"), language);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FAIRYBOARD_APP), args);
    Run r;
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit) {
        p.kill();
        r.err = QStringLiteral("did not finish normally: ") + p.errorString();
        return r;
    }
    r.code = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

/// Stores the interface language as the app's settings file in `configHome`.
void storeLanguage(const QString& configHome, const QString& language)
{
    QSettings s(configHome + QStringLiteral("/Fairyboard/fairyboard.conf"), QSettings::IniFormat);
    s.setValue(QStringLiteral("interface/language"), language);
}

} // namespace

class TestInfoOptions : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;

private Q_SLOTS:
    void helpWithoutDisplay()
    {
        for (const QString& option : {QStringLiteral("--help"), QStringLiteral("-h")}) {
            const Run r = runWithoutDisplay({option}, m_config.path(), {});
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QVERIFY(r.out.contains(QStringLiteral("Play and study chess variants.")));
            QVERIFY(r.out.contains(QStringLiteral("--preset <ID>")));
            QVERIFY(r.out.contains(QStringLiteral("--screenshot <FILE>")));
        }
        // Qt's own options before it change nothing.
        const Run r = runWithoutDisplay(
            {QStringLiteral("-platform"), QStringLiteral("xcb"), QStringLiteral("--help")},
            m_config.path(), {});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("--preset <ID>")));
    }

    void versionWithoutDisplay()
    {
        const Run r = runWithoutDisplay({QStringLiteral("--version")}, m_config.path(), {});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out.trimmed(), QStringLiteral("fairyboard " FAIRYBOARD_VERSION));
    }

    void helpInTheLanguageOfTheSettings()
    {
        // The system's language (LANGUAGE) while the settings say nothing.
        storeLanguage(m_config.path(), {});
        Run r
            = runWithoutDisplay({QStringLiteral("--help")}, m_config.path(), QStringLiteral("fr"));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Jouer et étudier des variantes d'échecs.")),
            qPrintable(r.out));
        // The settings' language wins over the system's.
        storeLanguage(m_config.path(), QStringLiteral("de"));
        r = runWithoutDisplay({QStringLiteral("--help")}, m_config.path(), QStringLiteral("fr"));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Schachvarianten spielen und studieren.")),
            qPrintable(r.out));
        // English is English, whatever the system's language.
        storeLanguage(m_config.path(), QStringLiteral("en"));
        r = runWithoutDisplay({QStringLiteral("--help")}, m_config.path(), QStringLiteral("ja"));
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("Play and study chess variants.")));
    }
};

QTEST_GUILESS_MAIN(TestInfoOptions)
#include "tst_infooptions.moc"
