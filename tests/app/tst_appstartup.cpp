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

    void clicksBeforeTheScreenshot()
    {
        QTemporaryDir dir;
        // A Lion's first step: the screenshot shows the second-leg targets.
        const QString lion = dir.filePath(QStringLiteral("lion.png"));
        std::unique_ptr<QProcess> p(run({QStringLiteral("--preset"), QStringLiteral("chushogi"),
            QStringLiteral("--moves"), QStringLiteral("f3f5 d8d7 f5e6 a9a8"),
            QStringLiteral("--click"), QStringLiteral("e6"), QStringLiteral("--click"),
            QStringLiteral("d7"), QStringLiteral("--screenshot"), lion}));
        QCOMPARE(p->exitCode(), 0);
        QVERIFY(!QImage(lion).isNull());
        // A drop that asks which side up: the dialog is in the picture, the app still exits.
        const QString kyoto = dir.filePath(QStringLiteral("kyoto.png"));
        std::unique_ptr<QProcess> q(run({QStringLiteral("--preset"), QStringLiteral("kyotoshogi"),
            QStringLiteral("--fen"), QStringLiteral("p+nks+l/5/5/5/+LSK+NP[P] w - - 0 1"),
            QStringLiteral("--click"), QStringLiteral("P*"), QStringLiteral("--click"),
            QStringLiteral("5c"), QStringLiteral("--screenshot"), kyoto}));
        QCOMPARE(q->exitCode(), 0);
        QVERIFY(!QImage(kyoto).isNull());
        std::unique_ptr<QProcess> bad(run({QStringLiteral("--preset"), QStringLiteral("chess"),
            QStringLiteral("--click"), QStringLiteral("z99"), QStringLiteral("--screenshot"),
            dir.filePath(QStringLiteral("bad.png"))}));
        QCOMPARE(bad->exitCode(), 1);
        QVERIFY(bad->readAllStandardError().contains("z99"));
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
