// SPDX-License-Identifier: GPL-3.0-or-later
// Smoke tests of the fairyboard executable itself.
#include "apptest.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>

class TestAppStartup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void version()
    {
        const AppTest::AppRun p = AppTest::runApp({QStringLiteral("--version")});
        QCOMPARE(p.code, 0);
        QVERIFY(p.out.contains(QStringLiteral("0.1.0")));
    }

    void screenshotOfAGameWithASelection()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("shot.png"));
        const AppTest::AppRun p
            = AppTest::runApp({QStringLiteral("--preset"), QStringLiteral("chess"),
                QStringLiteral("--moves"), QStringLiteral("e2e4 e7e5"), QStringLiteral("--select"),
                QStringLiteral("g1"), QStringLiteral("--screenshot"), file});
        QCOMPARE(p.code, 0);
        const QImage img(file);
        QVERIFY(!img.isNull());
        QVERIFY(img.width() > 200 && img.height() > 200);
    }

    void clicksBeforeTheScreenshot()
    {
        QTemporaryDir dir;
        // A Lion's first step: the screenshot shows the second-leg targets.
        const QString lion = dir.filePath(QStringLiteral("lion.png"));
        const AppTest::AppRun p
            = AppTest::runApp({QStringLiteral("--preset"), QStringLiteral("chushogi"),
                QStringLiteral("--moves"), QStringLiteral("7j7h 9e9f 7h8g 12d12e"),
                QStringLiteral("--click"), QStringLiteral("8g"), QStringLiteral("--click"),
                QStringLiteral("9f"), QStringLiteral("--screenshot"), lion});
        QCOMPARE(p.code, 0);
        QVERIFY(!QImage(lion).isNull());
        // A drop that asks which side up: the dialog is in the picture, the app still exits.
        const QString kyoto = dir.filePath(QStringLiteral("kyoto.png"));
        const AppTest::AppRun q
            = AppTest::runApp({QStringLiteral("--preset"), QStringLiteral("kyotoshogi"),
                QStringLiteral("--fen"), QStringLiteral("p+nks+l/5/5/5/+LSK+NP[P] w - - 0 1"),
                QStringLiteral("--click"), QStringLiteral("P*"), QStringLiteral("--click"),
                QStringLiteral("5c"), QStringLiteral("--screenshot"), kyoto});
        QCOMPARE(q.code, 0);
        QVERIFY(!QImage(kyoto).isNull());
        const AppTest::AppRun bad = AppTest::runApp({QStringLiteral("--preset"),
            QStringLiteral("chess"), QStringLiteral("--click"), QStringLiteral("z99"),
            QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("bad.png"))});
        QCOMPARE(bad.code, 1);
        QVERIFY(bad.err.contains(QStringLiteral("z99")));
    }

    void badArgumentsFailClearly()
    {
        const AppTest::AppRun p
            = AppTest::runApp({QStringLiteral("--preset"), QStringLiteral("no-such-variant"),
                QStringLiteral("--screenshot"), QStringLiteral("/tmp/x.png")});
        QCOMPARE(p.code, 1);
        QVERIFY(p.err.contains(QStringLiteral("no-such-variant")));
        const AppTest::AppRun q = AppTest::runApp({QStringLiteral("--preset"),
            QStringLiteral("chess"), QStringLiteral("--moves"), QStringLiteral("e2e5")});
        QCOMPARE(q.code, 1);
        QVERIFY(q.err.contains(QStringLiteral("e2e5")));
    }
};

QTEST_MAIN(TestAppStartup)
#include "tst_appstartup.moc"
