// SPDX-License-Identifier: GPL-3.0-or-later
// The New Game dialog: searching presets, the start picture, rule profiles, preset files.
#include "apptest.h"
#include "newgamedialog.h"
#include "userpresets.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>

class TestNewGameDialog : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;
    QTemporaryDir m_dir;

    static QStringList visibleIds(const NewGameDialog& d)
    {
        QStringList out;
        for (int i = 0; i < d.presetList()->count(); ++i)
            if (!d.presetList()->item(i)->isHidden())
                out << d.presetList()->item(i)->data(Qt::UserRole).toString();
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
        QVERIFY(m_dir.isValid());
    }
    void init() { QSettings().clear(); }

    void filterMatchesNameIdAndDescription()
    {
        NewGameDialog d(&m_registry, {}, {QStringLiteral("chess"), {}, {}});
        QCOMPARE(d.presetList()->count(), m_registry.ids().size());
        QCOMPARE(d.selectedPreset(), QStringLiteral("chess"));
        QLineEdit* filter = d.filterField();
        QTest::keyClicks(filter, QStringLiteral("KYOTO")); // name, any case
        QCOMPARE(visibleIds(d), QStringList{QStringLiteral("kyotoshogi")});
        QCOMPARE(d.selectedPreset(), QStringLiteral("kyotoshogi"));
        filter->clear();
        QTest::keyClicks(filter, QStringLiteral("xiangqi")); // name, or another's description
        QCOMPARE(visibleIds(d),
            (QStringList{QStringLiteral("manchu"), QStringLiteral("minixiangqi"),
                QStringLiteral("shako"), QStringLiteral("xiangqi")}));
        filter->clear();
        QTest::keyClicks(filter, QStringLiteral("chess960")); // id
        QCOMPARE(visibleIds(d), QStringList{QStringLiteral("chess960")});
        filter->clear();
        QTest::keyClicks(filter, QStringLiteral("bikjang")); // description only
        QCOMPARE(visibleIds(d),
            (QStringList{QStringLiteral("janggi"), QStringLiteral("janggicasual"),
                QStringLiteral("janggimodern"), QStringLiteral("janggitraditional")}));
        filter->clear();
        QTest::keyClicks(filter, QStringLiteral("palace river")); // every word must match
        QVERIFY(visibleIds(d).contains(QStringLiteral("xiangqi")));
        QVERIFY(!visibleIds(d).contains(QStringLiteral("janggi")));
        filter->clear();
        QTest::keyClicks(filter, QStringLiteral("zzqx nosuchvariant"));
        QVERIFY(visibleIds(d).isEmpty());
        QVERIFY(d.selectedPreset().isEmpty());
        QVERIFY(!AppTest::button(&d, QStringLiteral("Start Game"))->isEnabled());
        filter->clear();
        QCOMPARE(visibleIds(d).size(), m_registry.ids().size());
    }

    void arrowKeysInTheFilterMoveThroughTheList()
    {
        NewGameDialog d(&m_registry, {}, {QStringLiteral("chess"), {}, {}});
        const int row = d.presetList()->currentRow();
        QTest::keyClick(d.filterField(), Qt::Key_Down);
        QCOMPARE(d.presetList()->currentRow(), row + 1);
        QTest::keyClick(d.filterField(), Qt::Key_Up);
        QCOMPARE(d.selectedPreset(), QStringLiteral("chess"));
    }

    void showsThePresetsStartPositionAndDescription()
    {
        NewGameDialog d(&m_registry, {}, {QStringLiteral("chess"), {}, {}});
        const QPixmap pm = d.thumbnail()->pixmap();
        QVERIFY(!pm.isNull());
        QVERIFY(d.descriptionLabel()->text().contains(QStringLiteral("Orthodox chess")));
        // Drawn by the board scene: a3 (empty) has the dark square colour, a1 holds a white
        // rook (light pixels on a dark square).
        const QImage img = pm.toImage();
        const BoardAppearance look;
        const qreal scale = img.width() / (8 * 100 + 1.5 * 40);
        auto at = [&](qreal x, qreal y) {
            return img.pixelColor(int((x + 40) * scale), int((y + 20) * scale));
        };
        QCOMPARE(at(50, 550), look.darkSquares);
        QCOMPARE(at(150, 550), look.lightSquares);
        QVERIFY(at(50, 760).lightness() > 200); // the rook's white body near its base
        d.selectPreset(QStringLiteral("xiangqi"));
        QVERIFY(d.descriptionLabel()->text().contains(QStringLiteral("river")));
        QVERIFY(d.thumbnail()->pixmap().height() > d.thumbnail()->pixmap().width());
    }

    // The longest description (Sittuyin's) stays below the picture at the dialog's size: it
    // scrolls instead of running over the start position.
    void longDescriptionStaysBelowThePicture()
    {
        NewGameDialog d(&m_registry, {}, {QStringLiteral("sittuyin"), {}, {}});
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        const QWidget* text = d.descriptionLabel()->parentWidget(); // the scroll area's viewport
        const QRect picture(d.thumbnail()->mapTo(&d, QPoint()), d.thumbnail()->size());
        const QRect shown(text->mapTo(&d, QPoint()), text->size());
        QVERIFY(d.descriptionLabel()->text().contains(QStringLiteral("Burmese")));
        QVERIFY2(!picture.intersects(shown),
            qPrintable(QStringLiteral("picture %1,%2 %3x%4, text %5,%6 %7x%8")
                    .arg(picture.x())
                    .arg(picture.y())
                    .arg(picture.width())
                    .arg(picture.height())
                    .arg(shown.x())
                    .arg(shown.y())
                    .arg(shown.width())
                    .arg(shown.height())));
    }

    void bundledProfilesAreOffered()
    {
        NewGameDialog d(&m_registry, {}, {QStringLiteral("chess"), {}, {}});
        QCOMPARE(d.profileBox()->count(), 1); // chess: the default rules only
        const QStringList chu = m_registry.profiles(QStringLiteral("chushogi"));
        QVERIFY(!chu.isEmpty());
        QTest::keyClicks(d.filterField(), QStringLiteral("chu shogi"));
        QCOMPARE(d.selectedPreset(), QStringLiteral("chushogi"));
        QCOMPARE(d.profileBox()->count(), 1 + chu.size());
        for (int i = 0; i < chu.size(); ++i)
            QCOMPARE(d.profileBox()->itemData(i + 1).toString(), chu[i]);
        // Words, not ids: the box shows the names, the note under it the description.
        QCOMPARE(d.profileBox()->itemText(0), QStringLiteral("Standard rules (HaChu)"));
        QCOMPARE(d.profileNote()->text(),
            m_registry.ruleProfiles(QStringLiteral("chushogi"))[0].description);
        const int msm = d.profileBox()->findData(QStringLiteral("msm"));
        QVERIFY(msm > 0);
        QCOMPARE(d.profileBox()->itemText(msm), QStringLiteral("Middle Shogi Manual"));
        d.profileBox()->setFocus();
        while (d.profileBox()->currentIndex() < msm)
            QTest::keyClick(d.profileBox(), Qt::Key_Down);
        QCOMPARE(d.profileNote()->text(),
            m_registry.ruleProfiles(QStringLiteral("chushogi"))[msm].description);
        QVERIFY(d.profileNote()->text().startsWith(QStringLiteral("A piece in the zone")));
        QCOMPARE(d.setup().profile, QStringLiteral("msm"));
    }

    void brokenPresetFileShowsEveryProblem()
    {
        const QString path = m_dir.filePath(QStringLiteral("broken.json"));
        QVERIFY(AppTest::writeFile(path,
            R"({ "id": "broken", "inherits": "chess", "name": "Broken",
                 "pieces": [ { "id": "knight", "betza": "N!" } ],
                 "start": "8/8/8/8/8/8/8/8 w - - 0 1", "colour": "blue" })"));
        NewGameDialog d(&m_registry, {}, {QStringLiteral("chess"), {}, {}});
        QString shown;
        AppTest::whenModal<QMessageBox>([&shown](QMessageBox* box) {
            shown = box->text() + u'\n' + box->informativeText();
            box->accept();
        });
        QVERIFY(!d.loadPresetFile(path));
        QVERIFY(!m_registry.contains(QStringLiteral("broken")));
        const QList<fb::PresetDiagnostic> problems = m_registry.check(path);
        QVERIFY(problems.size() >= 2);
        for (const fb::PresetDiagnostic& p : problems)
            QVERIFY2(shown.contains(p.toString()), qPrintable(shown));
        QVERIFY(shown.contains(path + QStringLiteral(": ")));
    }

    void startsTheChosenPresetWithAProfile()
    {
        const QString path = m_dir.filePath(QStringLiteral("kings-pawn.json"));
        QVERIFY(AppTest::writeFile(path, R"({
            "id": "test-kings-pawn", "inherits": "chess", "name": "Zz Kings Pawn Chess",
            "description": "Chess where the test profile starts after 1. e4.",
            "profiles": {
                "after-e4": { "_doc": "Black moves first, after 1. e4.",
                              "start": "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" },
                "no-fifty": { "rules": { "moveCountLimit": 0 } }
            } })"));
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        bool checked = false;
        AppTest::whenModal<NewGameDialog>([&](NewGameDialog* d) {
            QVERIFY(d->loadPresetFile(path));
            QCOMPARE(d->selectedPreset(), QStringLiteral("test-kings-pawn"));
            QComboBox* profiles = d->profileBox();
            QCOMPARE(profiles->count(), 3);
            QCOMPARE(profiles->itemText(0), QStringLiteral("Default rules"));
            profiles->setFocus();
            QTest::keyClick(profiles, Qt::Key_Down);
            QCOMPARE(profiles->currentData().toString(), QStringLiteral("after-e4"));
            QCOMPARE(d->profileNote()->text(), QStringLiteral("Black moves first, after 1. e4."));
            checked = true;
            QTest::mouseClick(AppTest::button(d, QStringLiteral("Start Game")), Qt::LeftButton);
        });
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(checked);
        QCOMPARE(w.game()->presetId(), QStringLiteral("test-kings-pawn"));
        QCOMPARE(w.game()->profile(), QStringLiteral("after-e4"));
        QCOMPARE(w.game()->position().sideToMove(), fb::Second);
        QVERIFY(fb::isPiece(AppTest::pieceOn(w, QStringLiteral("e4"))));
        QCOMPARE(w.settings().lastProfile, QStringLiteral("after-e4"));
        QVERIFY(w.windowTitle().contains(QStringLiteral("after-e4")));

        // The dialog opens on the current game; Escape keeps it.
        QVERIFY(AppTest::activate(w));
        bool reopened = false;
        AppTest::whenModal<NewGameDialog>([&](NewGameDialog* d) {
            QCOMPARE(d->selectedPreset(), QStringLiteral("test-kings-pawn"));
            QCOMPARE(d->profileBox()->currentData().toString(), QStringLiteral("after-e4"));
            reopened = true;
            QTest::keyClick(d, Qt::Key_Escape);
        });
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(reopened);
        QCOMPARE(w.game()->profile(), QStringLiteral("after-e4"));
    }

    // The shelf box narrows the list to a category; the search works within the shelf; each
    // shelf's title counts what it lists. Reached by keyboard (Alt+H, arrows).
    void shelvesNarrowTheListByCategory()
    {
        NewGameDialog d(&m_registry, {}, {QStringLiteral("chess"), {}, {}});
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QComboBox* shelf = d.shelfBox();
        QCOMPARE(shelf->currentIndex(), 0);
        QCOMPARE(
            shelf->currentText(), QStringLiteral("All variants (%1)").arg(m_registry.ids().size()));
        QTest::keyClick(&d, Qt::Key_F, Qt::AltModifier);
        QTRY_VERIFY(d.favouriteButton()->isChecked());
        QTest::keyClick(&d, Qt::Key_F, Qt::AltModifier);
        QTRY_VERIFY(!d.favouriteButton()->isChecked());
        QTest::keyClick(&d, Qt::Key_H, Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget(), shelf);
        const auto shelfTitled = [&](const QString& start) {
            for (int i = 0; i < shelf->count(); ++i)
                if (shelf->itemText(i).startsWith(start))
                    return i;
            return -1;
        };
        const int drop = shelfTitled(QStringLiteral("Drop games ("));
        QVERIFY(drop > 0);
        for (int i = 0; i < drop; ++i)
            QTest::keyClick(shelf, Qt::Key_Down);
        QCOMPARE(shelf->currentIndex(), drop);
        QStringList ids = visibleIds(d);
        for (const char* id : {"crazyhouse", "shogi", "capahouse", "kyotoshogi", "washogi"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);
        for (const char* id : {"chess", "chushogi", "xiangqi", "clobber"})
            QVERIFY2(!ids.contains(QLatin1String(id)), id);
        QCOMPARE(shelf->currentText(), QStringLiteral("Drop games (%1)").arg(ids.size()));
        QVERIFY(ids.contains(d.selectedPreset()));

        // The search looks within the shelf.
        QTest::keyClicks(d.filterField(), QStringLiteral("chess"));
        ids = visibleIds(d);
        QVERIFY(ids.contains(QStringLiteral("crazyhouse")));
        QVERIFY(!ids.contains(QStringLiteral("chess")));
        QVERIFY(ids.contains(QStringLiteral("shogi"))); // "Japanese chess"
        QVERIFY(ids.size() < shelf->currentText().section(u'(', 1).chopped(1).toInt());
        d.filterField()->clear();

        shelf->setCurrentIndex(shelfTitled(QStringLiteral("Xiangqi family (")));
        ids = visibleIds(d);
        std::sort(ids.begin(), ids.end());
        QCOMPARE(ids,
            (QStringList{QStringLiteral("janggi"), QStringLiteral("janggicasual"),
                QStringLiteral("janggimodern"), QStringLiteral("janggitraditional"),
                QStringLiteral("manchu"), QStringLiteral("minixiangqi"),
                QStringLiteral("xiangqi")}));
        shelf->setCurrentIndex(shelfTitled(QStringLiteral("Large boards (")));
        ids = visibleIds(d);
        for (const char* id : {"chushogi", "grand", "washogi", "clobber10"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);
        QVERIFY(!ids.contains(QStringLiteral("chess")));
        shelf->setCurrentIndex(shelfTitled(QStringLiteral("Other games (")));
        QVERIFY(visibleIds(d).contains(QStringLiteral("clobber")));
        QVERIFY(!visibleIds(d).contains(QStringLiteral("crazyhouse")));
        // Favourites and Recently played are empty on a fresh set-up: nothing to start.
        shelf->setCurrentIndex(shelfTitled(QStringLiteral("Favourites (0)")));
        QVERIFY(visibleIds(d).isEmpty());
        QVERIFY(!AppTest::button(&d, QStringLiteral("Start Game"))->isEnabled());
    }

    // A favourite is marked in the dialog (Alt+F), starred in the list, listed under
    // Favourites and kept in the settings even when the dialog is cancelled; the presets of
    // the games started are listed under Recently played, the latest first.
    void favouritesAndRecentPresetsAreKept()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        bool checked = false;
        AppTest::whenModal<NewGameDialog>([&](NewGameDialog* d) {
            QTest::keyClicks(d->filterField(), QStringLiteral("kyoto"));
            QCOMPARE(d->selectedPreset(), QStringLiteral("kyotoshogi"));
            QVERIFY(!d->favouriteButton()->isChecked());
            QTest::mouseClick(d->favouriteButton(), Qt::LeftButton);
            QVERIFY(d->favouriteButton()->isChecked());
            QVERIFY(d->favouriteButton()->text().startsWith(QChar(0x2605)));
            QVERIFY(d->presetList()->currentItem()->text().startsWith(QChar(0x2605)));
            d->filterField()->clear();
            d->shelfBox()->setCurrentIndex(1);
            QCOMPARE(d->shelfBox()->currentText(), QStringLiteral("Favourites (1)"));
            QCOMPARE(visibleIds(*d), QStringList{QStringLiteral("kyotoshogi")});
            checked = true;
            QTest::keyClick(d, Qt::Key_Escape);
        });
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(checked);
        QCOMPARE(w.game()->presetId(), QStringLiteral("chess")); // cancelled
        QCOMPARE(w.settings().favouritePresets, QStringList{QStringLiteral("kyotoshogi")});
        QCOMPARE(AppSettings::load().favouritePresets, QStringList{QStringLiteral("kyotoshogi")});
        QVERIFY(AppTest::activate(w));

        // Start shogi, then xiangqi, from the dialog.
        for (const QString& id : {QStringLiteral("shogi"), QStringLiteral("xiangqi")}) {
            AppTest::whenModal<NewGameDialog>([&](NewGameDialog* d) {
                d->selectPreset(id);
                QTest::mouseClick(AppTest::button(d, QStringLiteral("Start Game")), Qt::LeftButton);
            });
            QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
            QCOMPARE(w.game()->presetId(), id);
            QVERIFY(AppTest::activate(w));
        }
        QCOMPARE(AppSettings::load().recentPresets.mid(0, 3),
            (QStringList{
                QStringLiteral("xiangqi"), QStringLiteral("shogi"), QStringLiteral("chess")}));
        checked = false;
        AppTest::whenModal<NewGameDialog>([&](NewGameDialog* d) {
            d->shelfBox()->setCurrentIndex(2);
            QCOMPARE(d->shelfBox()->currentText(), QStringLiteral("Recently played (3)"));
            QCOMPARE(visibleIds(*d),
                (QStringList{
                    QStringLiteral("xiangqi"), QStringLiteral("shogi"), QStringLiteral("chess")}));
            QCOMPARE(d->selectedPreset(), QStringLiteral("xiangqi"));
            // Unmarking the favourite: the Favourites shelf is empty again.
            d->selectPreset(QStringLiteral("kyotoshogi"));
            d->shelfBox()->setCurrentIndex(1);
            QCOMPARE(d->selectedPreset(), QStringLiteral("kyotoshogi"));
            QTest::mouseClick(d->favouriteButton(), Qt::LeftButton);
            QCOMPARE(d->shelfBox()->currentText(), QStringLiteral("Favourites (0)"));
            checked = true;
            QTest::keyClick(d, Qt::Key_Escape);
        });
        QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
        QVERIFY(checked);
        QVERIFY(AppSettings::load().favouritePresets.isEmpty());
    }

    void userPresetsLoadAtStartUp()
    {
        const QString dir = UserPresets::directory();
        QDir(dir).removeRecursively();
        fb::PresetRegistry registry;
        registry.addBundled();
        const int bundled = int(registry.ids().size());
        QCOMPARE(UserPresets::load(registry), 0);
        QVERIFY(!QDir(dir).exists()); // nothing is created
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(AppTest::writeFile(dir + QStringLiteral("/mine.json"),
            R"({ "id": "my-chess", "inherits": "chess", "name": "My Chess" })"));
        QCOMPARE(UserPresets::load(registry), 1);
        QCOMPARE(registry.ids().size(), bundled + 1);
        QVERIFY(registry.variant(QStringLiteral("my-chess")));
        QDir(dir).removeRecursively();
    }
};

QTEST_MAIN(TestNewGameDialog)
#include "tst_newgamedialog.moc"
