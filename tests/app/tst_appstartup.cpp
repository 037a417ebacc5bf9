// SPDX-License-Identifier: GPL-3.0-or-later
// Smoke tests of the fairyboard executable itself.
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestAppStartup : public QObject
{
    Q_OBJECT

    static QProcess* run(const QStringList& args)
    {
        auto* p = new QProcess;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p->setProcessEnvironment(env);
        p->start(QStringLiteral(FAIRYBOARD_APP), args);
        p->waitForFinished(30000);
        return p;
    }

private Q_SLOTS:
    void version()
    {
        std::unique_ptr<QProcess> p(run({QStringLiteral("--version")}));
        QCOMPARE(p->exitCode(), 0);
        QVERIFY(p->readAllStandardOutput().contains("0.1.0"));
    }

    void screenshotOfAGameWithASelection()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("shot.png"));
        std::unique_ptr<QProcess> p(run({QStringLiteral("--preset"), QStringLiteral("chess"),
            QStringLiteral("--moves"), QStringLiteral("e2e4 e7e5"), QStringLiteral("--select"),
            QStringLiteral("g1"), QStringLiteral("--screenshot"), file}));
        QCOMPARE(p->exitCode(), 0);
        const QImage img(file);
        QVERIFY(!img.isNull());
        QVERIFY(img.width() > 200 && img.height() > 200);
    }

    void badArgumentsFailClearly()
    {
        std::unique_ptr<QProcess> p(
            run({QStringLiteral("--preset"), QStringLiteral("no-such-variant"),
                QStringLiteral("--screenshot"), QStringLiteral("/tmp/x.png")}));
        QCOMPARE(p->exitCode(), 1);
        QVERIFY(p->readAllStandardError().contains("no-such-variant"));
        std::unique_ptr<QProcess> q(run({QStringLiteral("--preset"), QStringLiteral("chess"),
            QStringLiteral("--moves"), QStringLiteral("e2e5")}));
        QCOMPARE(q->exitCode(), 1);
        QVERIFY(q->readAllStandardError().contains("e2e5"));
    }
};

QTEST_MAIN(TestAppStartup)
#include "tst_appstartup.moc"
