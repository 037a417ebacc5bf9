// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Import Variant: a Fairy-Stockfish section imported, what it cannot say shown, the preset
// installed as a user preset and offered in the New Game dialog; a file with nothing to import
// refused with the reasons and nothing installed; Game > Import Variant from Engine: a variant a
// (fake) XBoard engine defines, the differences its highlights show listed, the preset installed.
#include "apptest.h"
#include "enginevariantdialog.h"
#include "newgamedialog.h"
#include "userpresets.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

class TestImportVariant : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& text)
    {
        const QString path = m_dir.filePath(name);
        fbtest::writeFile(path, text);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        QDir(UserPresets::directory()).removeRecursively();
        m_registry.addBundled();
        QVERIFY(m_dir.isValid());
    }

    void menuAction()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.findChild<QAction*>(QStringLiteral("importVariant")));
    }

    void importsAndInstalls()
    {
        const QString path = write(QStringLiteral("variants.ini"),
            "[centaur-king:chess]\n"
            "king = k:KN\n"
            "blastOnCapture = true\n");
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        AppTest::Shown notes, offered;
        AppTest::whenModal<QMessageBox>([&](QMessageBox* box) {
            notes = {box->text(), box->informativeText()};
            AppTest::answer(QMessageBox::Yes, &offered); // start a game of it
            QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
        });
        QVERIFY(w.importVariant(path));
        QCOMPARE(notes.text,
            QStringLiteral(
                "Some rules of “centaur-king” cannot be expressed in a preset. Import it "
                "without them?"));
        QVERIFY2(
            notes.details.contains(QStringLiteral("variants.ini:3: blastOnCapture = true: "
                                                  "cannot be expressed in a preset; left out")),
            qPrintable(notes.details));
        QCOMPARE(offered.text,
            QStringLiteral("The preset “centaur-king” is installed. Start a game of it?"));
        QVERIFY(UserPresets::isInstalled(m_registry, QStringLiteral("centaur-king")));
        QCOMPARE(w.game()->presetId(), QStringLiteral("centaur-king"));
        // the king leaps like a knight: e1 to d3 at once
        QVERIFY(AppTest::playMoves(w, {QStringLiteral("e1d3")}));

        NewGameDialog dialog(&m_registry, w.settings().board, {}, &w);
        dialog.selectPreset(QStringLiteral("centaur-king"));
        QCOMPARE(dialog.selectedPreset(), QStringLiteral("centaur-king"));
    }

    void declinedNotesInstallNothing()
    {
        const QString path = write(QStringLiteral("declined.ini"),
            "[declined-variant:chess]\n"
            "dupleCheck = true\n");
        MainWindow w(&m_registry);
        AppTest::answer(QMessageBox::Cancel);
        QVERIFY(!w.importVariant(path));
        QVERIFY(!m_registry.contains(QStringLiteral("declined-variant")));
    }

    void importsFromEngine()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.findChild<QAction*>(QStringLiteral("importEngineVariant")));
        AppSettings settings = w.settings();
        fb::engines::EngineEntry fake;
        fake.name = QStringLiteral("Fake legs");
        fake.program = QStringLiteral("sh");
        fake.arguments = {QStringLiteral(FAIRYBOARD_TEST_DATA "/engines/fake-xboard.sh"),
            QStringLiteral("e2e4"), QStringLiteral("highlight=1")};
        fake.protocol = QStringLiteral("xboard");
        fake.variants = {QStringLiteral("normal"), QStringLiteral("chu")};
        settings.engines = {};
        settings.engines.add(fake);
        w.applySettings(settings);
        AppTest::Shown notes, offered;
        QString asking;
        AppTest::whenModal<EngineVariantDialog>([&](EngineVariantDialog* dialog) {
            QVERIFY(dialog->select(QStringLiteral("Fake legs"), QStringLiteral("chu")));
            AppTest::whenModal<QMessageBox>([&](QMessageBox* box) {
                notes = {box->text(), box->informativeText()};
                AppTest::answer(QMessageBox::No, &offered); // no game of it now
                QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
            });
            QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                Qt::LeftButton);
            asking = dialog->findChild<QLabel*>(QStringLiteral("status"))->text();
            // the dialog waits for the engine's answers, then closes itself
            QTRY_VERIFY_WITH_TIMEOUT(!dialog->isVisible(), 30000);
        });
        QVERIFY(w.importEngineVariant());
        QCOMPARE(asking,
            QStringLiteral("Asking Fake legs for chu and comparing its moves with the import…"));
        QCOMPARE(notes.text,
            QStringLiteral("Some rules of “chu (Fake legs)” cannot be expressed in a preset. "
                           "Import it without them?"));
        // the fake highlights no move: the pawn's two steps are ours alone
        QVERIFY2(notes.details.contains(QStringLiteral(
                     "the piece on e2 in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1: "
                     "only the engine's moves reach -; only ours reach e3 e4")),
            qPrintable(notes.details));
        QCOMPARE(offered.text,
            QStringLiteral("The preset “chu (Fake legs)” is installed. Start a game of it?"));
        QVERIFY(UserPresets::isInstalled(m_registry, QStringLiteral("chu-fake-legs")));
    }

    void nothingToImport()
    {
        const QString path = write(QStringLiteral("atomic.ini"),
            "[atomic-hill:bughouse]\n" // a built-in variant with no preset here
            "flagRegion = d4 e4 d5 e5\n");
        MainWindow w(&m_registry);
        AppTest::Shown refused;
        AppTest::answer(QMessageBox::Ok, &refused);
        QVERIFY(!w.importVariant(path));
        QCOMPARE(refused.text, QStringLiteral("No variant could be imported from “atomic.ini”."));
        QVERIFY2(
            refused.details.contains(QStringLiteral("atomic.ini:1: [atomic-hill] not imported")),
            qPrintable(refused.details));
        QVERIFY(!m_registry.contains(QStringLiteral("atomic-hill")));
        QVERIFY(!QDir(UserPresets::directory()).exists(QStringLiteral("atomic-hill.json")));
    }
};

QTEST_MAIN(TestImportVariant)
#include "tst_importvariant.moc"
