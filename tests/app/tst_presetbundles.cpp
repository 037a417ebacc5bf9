// SPDX-License-Identifier: GPL-3.0-or-later
// Bundles in the app: installing a preset bundle the way Game > Install Preset Bundle does
// (its art on the board, replacing asked, hostile bundles refused with nothing written),
// removing an installed preset, opening a game bundle the way the command line does, and a
// custom preset's game saved as a game bundle and opened again.
#include "../io/rawzip.h"
#include "apptest.h"
#include "bundle.h"
#include "fen.h"
#include "gameio.h"
#include "newgamedialog.h"
#include "notation.h"
#include "presetmanagerdialog.h"
#include "userpresets.h"

#include <QAbstractButton>
#include <QDirIterator>
#include <QGraphicsPixmapItem>
#include <QJsonArray>
#include <QJsonDocument>
#include <QListWidget>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString PresetId = QStringLiteral("dragon-chess");

QByteArray squareSvg(const char* colour)
{
    return QByteArrayLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\" "
                             "width=\"100\" height=\"100\"><rect x=\"0\" y=\"0\" width=\"100\" "
                             "height=\"100\" fill=\"")
        + colour + QByteArrayLiteral("\"/></svg>");
}

/// Chess whose knights use the art id "dragon": red for White, blue for Black in the bundle.
QJsonObject dragonPreset(const fb::PresetRegistry& registry, const QString& id = PresetId,
    const QString& name = QStringLiteral("Dragon Chess"))
{
    QJsonObject preset = registry.resolved(QStringLiteral("chess"));
    preset[QStringLiteral("id")] = id;
    preset[QStringLiteral("name")] = name;
    QJsonArray pieces = preset.value(QStringLiteral("pieces")).toArray();
    for (qsizetype i = 0; i < pieces.size(); ++i) {
        QJsonObject p = pieces[i].toObject();
        if (p.value(QStringLiteral("id")).toString() == u"knight") {
            p[QStringLiteral("art")] = QStringLiteral("dragon");
            pieces[i] = p;
        }
    }
    preset[QStringLiteral("pieces")] = pieces;
    return preset;
}

QMap<QString, QByteArray> dragonImages()
{
    return {{QStringLiteral("white-dragon.svg"), squareSvg("#ff0000")},
        {QStringLiteral("black-dragon.svg"), squareSvg("#0000ff")}};
}

/// Every file under `dir` (the user presets), for "nothing was written".
QStringList filesUnder(const QString& dir)
{
    QStringList out;
    QDirIterator it(
        dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    out.sort();
    return out;
}

/// The centre pixel of the piece shown on a square (invalid when none is shown).
QColor pieceColour(MainWindow& w, const QString& square)
{
    const QGraphicsPixmapItem* piece = AppTest::pieceItem(w, square);
    if (!piece)
        return {};
    const QImage image = piece->pixmap().toImage();
    return image.pixelColor(image.width() / 2, image.height() / 2);
}

bool isRed(const QColor& c)
{
    return c.isValid() && c.red() > 200 && c.green() < 60 && c.blue() < 60;
}

bool isBlue(const QColor& c)
{
    return c.isValid() && c.blue() > 200 && c.red() < 60 && c.green() < 60;
}

} // namespace

class TestPresetBundles : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;
    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    QString writePresetBundle(const QString& name, const QJsonObject& preset,
        const QMap<QString, QByteArray>& images = dragonImages())
    {
        fb::io::Bundle b;
        b.kind = fb::io::Bundle::Kind::Preset;
        b.preset = preset;
        b.images = images;
        QString error;
        if (!fb::io::writeBundleFile(path(name), b, &error))
            qFatal("%s", qPrintable(error));
        return path(name);
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        QDir(UserPresets::directory()).removeRecursively();
        m_registry.addBundled();
        QVERIFY(m_dir.isValid());
    }

    void menuActions()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.findChild<QAction*>(QStringLiteral("installPresetBundle")));
        QVERIFY(w.findChild<QAction*>(QStringLiteral("managePresets")));
    }

    // The menu action's path: check, install, reload, offer a game; the bundle's art shows.
    void installShowsTheBundlesArt()
    {
        const QString bundle
            = writePresetBundle(QStringLiteral("dragons.fbpz"), dragonPreset(m_registry));
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(!isRed(pieceColour(w, QStringLiteral("b1")))); // chess's own knight
        AppTest::Shown offered;
        AppTest::answer(QMessageBox::Yes, &offered); // start a game of it
        QVERIFY(w.installPresetBundle(bundle));
        QCOMPARE(offered.text,
            QStringLiteral("The preset “Dragon Chess” is installed. Start a "
                           "game of it?"));
        QVERIFY(m_registry.contains(PresetId));
        QVERIFY(UserPresets::isInstalled(m_registry, PresetId));
        const QDir user(UserPresets::directory());
        QVERIFY(user.exists(PresetId + QStringLiteral(".json")));
        QVERIFY(user.exists(QStringLiteral("pieces/dragon-chess/white-dragon.svg")));

        QCOMPARE(w.game()->presetId(), PresetId);
        QVERIFY2(isRed(pieceColour(w, QStringLiteral("b1"))),
            qPrintable(pieceColour(w, QStringLiteral("b1")).name()));
        QVERIFY(isBlue(pieceColour(w, QStringLiteral("g8"))));
        QVERIFY(!isRed(pieceColour(w, QStringLiteral("a1")))); // the rook is chess's

        // At once in the New Game dialog; a game started from there draws the same art.
        NewGameDialog dialog(&m_registry, w.settings().board, {}, &w);
        dialog.selectPreset(PresetId);
        QCOMPARE(dialog.selectedPreset(), PresetId);
        MainWindow fresh(&m_registry);
        QVERIFY(fresh.startGame(dialog.setup()));
        QVERIFY(isRed(pieceColour(fresh, QStringLiteral("g1"))));
        QVERIFY(!fresh.pieceArt().isEmpty());
        // Back to a bundled preset: its own pieces again.
        QVERIFY(fresh.startGame(QStringLiteral("chess")));
        QVERIFY(fresh.pieceArt().isEmpty());
        QVERIFY(!isRed(pieceColour(fresh, QStringLiteral("g1"))));
    }

    void replacingAsksFirst()
    {
        const QString bundle = writePresetBundle(QStringLiteral("dragons2.fbpz"),
            dragonPreset(m_registry, PresetId, QStringLiteral("Dragon Chess II")),
            {{QStringLiteral("white-dragon.svg"), squareSvg("#ff0000")}});
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        AppTest::Shown asked;
        AppTest::answer(QMessageBox::No, &asked);
        QVERIFY(!w.installPresetBundle(bundle));
        QCOMPARE(asked.text,
            QStringLiteral("Replace the installed preset “Dragon Chess II” (%1)?").arg(PresetId));
        QCOMPARE(m_registry.resolved(PresetId).value(QStringLiteral("name")).toString(),
            QStringLiteral("Dragon Chess"));

        AppTest::whenModal<QMessageBox>([](QMessageBox* box) {
            AppTest::answer(QMessageBox::No); // no game of it now
            box->button(QMessageBox::Yes)->click();
        });
        QVERIFY(w.installPresetBundle(bundle));
        QCOMPARE(m_registry.resolved(PresetId).value(QStringLiteral("name")).toString(),
            QStringLiteral("Dragon Chess II"));
        const QDir user(UserPresets::directory());
        QVERIFY(!user.exists(QStringLiteral("pieces/dragon-chess/black-dragon.svg")));
        QCOMPARE(w.game()->presetId(), QStringLiteral("chess"));
    }

    void hostileBundlesInstallNothing_data()
    {
        using rawzip::rawZip;
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("zip");
        QTest::addColumn<QString>("why");
        const QByteArray manifest = "{\"format\": \"fairyboard-preset-bundle\", \"version\": 1}";
        const QByteArray preset = QJsonDocument(dragonPreset(m_registry, QStringLiteral("evil")))
                                      .toJson(QJsonDocument::Compact);
        QTest::newRow("parent entry")
            << "parent.fbpz"
            << rawZip({{"manifest.json", manifest, 0}, {"preset.json", preset, 0},
                   {"pieces/../../../evil.svg", squareSvg("red"), 0}})
            << "parent.fbpz: entry 'pieces/../../../evil.svg': leaves the bundle";
        QTest::newRow("malformed json")
            << "broken.fbpz"
            << rawZip({{"manifest.json", manifest, 0}, {"preset.json", "{\"id\": \"evil\", ", 0}})
            << "broken.fbpz: preset.json: ";
        QTest::newRow("not a zip")
            << "junk.fbpz" << QByteArray("PK\x03\x04 junk", 10) << "junk.fbpz: ";

        fb::io::Bundle b;
        b.kind = fb::io::Bundle::Kind::Preset;
        b.preset = dragonPreset(m_registry, QStringLiteral("evil"));
        b.images.insert(QStringLiteral("white-dragon.svg"), QByteArray(8 << 20, ' '));
        QByteArray bomb;
        QVERIFY(fb::io::writeBundle(b, bomb, nullptr));
        QTest::newRow("compression ratio")
            << "bomb.fbpz" << bomb
            << "bomb.fbpz: entry 'pieces/white-dragon.svg' is compressed suspiciously well";

        auto bundleOf = [](const QJsonObject& p, const QMap<QString, QByteArray>& images) {
            fb::io::Bundle pb;
            pb.kind = fb::io::Bundle::Kind::Preset;
            pb.preset = p;
            pb.images = images;
            QByteArray zip;
            fb::io::writeBundle(pb, zip, nullptr);
            return zip;
        };
        QJsonObject badMoves = dragonPreset(m_registry, QStringLiteral("evil"));
        QJsonArray pieces = badMoves.value(QStringLiteral("pieces")).toArray();
        QJsonObject first = pieces[0].toObject();
        first[QStringLiteral("betza")] = QStringLiteral("%%");
        pieces[0] = first;
        badMoves[QStringLiteral("pieces")] = pieces;
        QTest::newRow("preset does not compile")
            << "badmoves.fbpz" << bundleOf(badMoves, {}) << "badmoves.fbpz/preset.json: pieces";
        QTest::newRow("bundled id")
            << "chess.fbpz" << bundleOf(dragonPreset(m_registry, QStringLiteral("chess")), {})
            << "chess.fbpz/preset.json: id: 'chess' is a preset that comes with Fairyboard";
        QTest::newRow("image does not load")
            << "badart.fbpz"
            << bundleOf(dragonPreset(m_registry, QStringLiteral("evil")),
                   {{QStringLiteral("white-dragon.png"), "not a png"}})
            << "badart.fbpz/pieces/white-dragon.png: not a readable SVG or PNG image";
    }

    void hostileBundlesInstallNothing()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, zip);
        QFETCH(QString, why);
        QVERIFY(AppTest::writeFile(path(file), zip));
        const QStringList before = filesUnder(UserPresets::directory());
        const QStringList ids = m_registry.ids();
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        AppTest::Shown refused;
        AppTest::answer(QMessageBox::Ok, &refused);
        QVERIFY(!w.installPresetBundle(path(file)));
        QVERIFY2(refused.details.contains(why), qPrintable(refused.details));
        QVERIFY(refused.details.endsWith(QStringLiteral("Nothing was installed.")));
        QCOMPARE(filesUnder(UserPresets::directory()), before);
        QCOMPARE(m_registry.ids(), ids);
        QVERIFY(!m_registry.contains(QStringLiteral("evil")));
        QCOMPARE(w.game()->presetId(), QStringLiteral("chess"));
    }

    // A double-clicked .fbpz goes through Open: it is offered for installation.
    void openingAPresetBundleOffersToInstallIt()
    {
        const QString bundle = writePresetBundle(QStringLiteral("other.fbpz"),
            dragonPreset(m_registry, QStringLiteral("other-dragons"), QStringLiteral("Others")));
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QString error;
        QVERIFY(!w.openFrom(bundle, &error)); // the quiet path (--screenshot) refuses it
        QVERIFY2(
            error.contains(QStringLiteral("a preset bundle holds no game")), qPrintable(error));
        AppTest::Shown offered;
        AppTest::answer(QMessageBox::No, &offered);
        QVERIFY(w.openFrom(bundle));
        QVERIFY(offered.text.contains(QStringLiteral("“Others” is installed")));
        QVERIFY(UserPresets::isInstalled(m_registry, QStringLiteral("other-dragons")));
    }

    void removeAnInstalledPreset()
    {
        QVERIFY(UserPresets::isInstalled(m_registry, QStringLiteral("other-dragons")));
        MainWindow w(&m_registry);
        PresetManagerDialog dialog(&m_registry, &w);
        QStringList listed;
        for (int i = 0; i < dialog.presetList()->count(); ++i)
            listed << dialog.presetList()->item(i)->text();
        QCOMPARE(listed,
            (QStringList{QStringLiteral("Dragon Chess II (dragon-chess)"),
                QStringLiteral("Others (other-dragons)")}));
        dialog.selectPreset(QStringLiteral("other-dragons"));
        AppTest::answer(QMessageBox::No);
        QVERIFY(!dialog.removePreset(dialog.selectedPreset()));
        QVERIFY(m_registry.contains(QStringLiteral("other-dragons")));
        AppTest::answer(QMessageBox::Yes);
        QVERIFY(dialog.removePreset(dialog.selectedPreset()));
        QVERIFY(!m_registry.contains(QStringLiteral("other-dragons")));
        QVERIFY(m_registry.contains(PresetId));
        QVERIFY(!QDir(UserPresets::directory()).exists(QStringLiteral("other-dragons.json")));
        QVERIFY(!QDir(UserPresets::directory()).exists(QStringLiteral("pieces/other-dragons")));
        QCOMPARE(dialog.presetList()->count(), 1);
    }

    // As `fairyboard game.fbz` opens it: the game at its last move, drawn with the bundle's
    // art, its preset not installed (and offered for installation when not quiet).
    void openAGameBundle()
    {
        const QString id = QStringLiteral("travelling-dragons");
        const QJsonObject preset = dragonPreset(m_registry, id, QStringLiteral("Travelling"));
        QList<fb::PresetDiagnostic> diags;
        const fb::VariantPtr v = fb::compilePreset(preset, QStringLiteral("test"), diags);
        QVERIFY(v);
        std::optional<fb::Position> start = fb::readFen(v, v->startFen);
        QVERIFY(start);
        fb::Position& pos = *start;
        fb::MoveList moves;
        for (const char* text : {"g1f3", "b8c6", "f3g5"}) {
            QString error;
            const auto m = fb::parseCoordinate(pos, QString::fromLatin1(text), &error);
            QVERIFY2(m, qPrintable(error));
            pos.makeMove(*m);
            moves.push_back(*m);
        }
        fb::io::GameRecord g = fb::io::GameRecord::fromMoves(v, id, {}, {}, moves);
        g.presetJson = preset;
        g.pieceImages = dragonImages();
        const QString file = path(QStringLiteral("travel.fbz"));
        QString error;
        QVERIFY2(fb::io::saveGame(g, file, &error), qPrintable(error));

        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        {
            AppTest::ModalWatch watch; // the quiet path asks nothing
            QVERIFY2(w.openFrom(file, &error), qPrintable(error));
            QVERIFY(!watch.seen());
        }
        QCOMPARE(w.game()->presetId(), id);
        QCOMPARE(w.game()->moveTexts(),
            (QStringList{QStringLiteral("g1f3"), QStringLiteral("b8c6"), QStringLiteral("f3g5")}));
        QCOMPARE(w.game()->ply(), w.game()->lineLength());
        QCOMPARE(fb::writeFen(w.game()->position()), fb::writeFen(pos));
        QVERIFY(isRed(pieceColour(w, QStringLiteral("g5"))));
        QVERIFY(isBlue(pieceColour(w, QStringLiteral("c6"))));
        QVERIFY(!m_registry.contains(id));

        // Opened from the menu: installing the preset is offered; declined, nothing changes.
        AppTest::Shown offered;
        AppTest::answer(QMessageBox::No, &offered);
        QVERIFY(w.openFrom(file));
        QCOMPARE(offered.text,
            QStringLiteral("This game uses the preset “Travelling”, which is not installed. "
                           "Install it?"));
        QVERIFY(!m_registry.contains(id));
        QVERIFY(isRed(pieceColour(w, QStringLiteral("g5"))));
        // Accepted: installed with the game's images.
        AppTest::answer(QMessageBox::Yes);
        QVERIFY(w.openFrom(file));
        QVERIFY(UserPresets::isInstalled(m_registry, id));
        QCOMPARE(UserPresets::pieceArt(m_registry, id).images(), dragonImages());
        AppTest::ModalWatch watch; // installed now: not offered again
        QVERIFY(w.openFrom(file));
        QVERIFY(!watch.seen());
    }

    void commandLineOpensAGameBundle()
    {
        const QString file = path(QStringLiteral("travel.fbz"));
        QVERIFY(QFile::exists(file));
        const QString shot = path(QStringLiteral("travel.png"));
        const AppTest::AppRun r = AppTest::runApp({file, QStringLiteral("--screenshot"), shot});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QImage image(shot);
        QVERIFY(!image.isNull());
    }

    void saveAsGameBundleAndReopen()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(PresetId)); // installed: images from the user folder
        QVERIFY(!w.pieceArt().isEmpty());
        QVERIFY(AppTest::playMoves(
            w, {QStringLiteral("b1c3"), QStringLiteral("e7e5"), QStringLiteral("c3d5")}));
        const QString file = path(QStringLiteral("saved.fbz"));
        QString error;
        QVERIFY2(w.saveTo(file, &error), qPrintable(error));

        const fb::io::LoadResult loaded = fb::io::loadGames(file, m_registry);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(loaded.games.constFirst().pieceImages, w.pieceArt().images());
        QCOMPARE(
            loaded.games.constFirst().presetJson.value(QStringLiteral("id")).toString(), PresetId);

        MainWindow fresh(&m_registry);
        QVERIFY(fresh.startGame(QStringLiteral("chess")));
        AppTest::ModalWatch watch; // the same preset is installed: nothing to offer
        QVERIFY(fresh.openFrom(file));
        QVERIFY(!watch.seen());
        QCOMPARE(fresh.game()->presetId(), PresetId);
        QCOMPARE(fresh.game()->moveTexts(), w.game()->moveTexts());
        QCOMPARE(fb::writeFen(fresh.game()->position()), fb::writeFen(w.game()->position()));
        QCOMPARE(fresh.pieceArt().images(), w.pieceArt().images());
        QVERIFY(isRed(pieceColour(fresh, QStringLiteral("d5"))));
        QCOMPARE(fresh.filePath(), file);
    }
};

QTEST_MAIN(TestPresetBundles)
#include "tst_presetbundles.moc"
