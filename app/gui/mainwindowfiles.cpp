// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's file side: Save changes?, Open, Save, Open Recent, the window title, the
// autosave and the restore of games left by crashed sessions (the rest is mainwindow.cpp).
#include "mainwindow.h"

#include "autosavestore.h"
#include "boardview.h"
#include "fen.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "gameinfopanel.h"
#include "gameio.h"
#include "movelistview.h"
#include "presetembed.h"
#include "presetinstallflow.h"
#include "restoredialog.h"
#include "savechoices.h"
#include "sidenames.h"
#include "userpresets.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QScopedValueRollback>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUrl>
#include <algorithm>

namespace {

/// The name patterns of the logs Game > Open offers, each also compressed.
QString logPatterns()
{
    QStringList patterns;
    for (const char* suffix :
        {"pgn", "kif", "kifu", "ki2", "csa", "gib", "usi", "uci", "ucci", "txt", "gc", "fbz"})
        for (const char* packed : {"", ".gz", ".bz2", ".xz", ".zst"})
            patterns << QStringLiteral("*.%1%2").arg(QLatin1String(suffix), QLatin1String(packed));
    return patterns.join(u' ');
}

/// Formats Save can write back to, so a game opened from one is saved to the same file.
bool canSaveTo(const QString& path)
{
    using fb::io::LogFormat;
    switch (fb::io::formatForPath(path)) {
    case LogFormat::Pgn:
    case LogFormat::Usi:
    case LogFormat::Kif:
    case LogFormat::Csa:
    case LogFormat::Gib:
    case LogFormat::GameCourier:
    case LogFormat::GameBundle:
        return true;
    default:
        return false;
    }
}

} // namespace

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const QString name = m_document->filePath().isEmpty()
        ? tr("the new game")
        : QFileInfo(m_document->filePath()).fileName();
    //: %1 = the file name, or "the new game"
    QMessageBox box(QMessageBox::Warning, tr("Save Changes"), tr("Save changes to %1?").arg(name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setInformativeText(m_game->lineLength() > 0
            ? tr("The game has %n move(s). Its changes are lost unless you save them.", nullptr,
                  m_game->lineLength())
            : tr("Its changes are lost unless you save them."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString current
        = m_document->filePath().isEmpty() ? m_sourcePath : m_document->filePath();
    const QString dir = current.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        : QFileInfo(current).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game"), dir,
        //: %1 = the file name patterns (*.pgn *.kif ...)
        tr("Game logs (%1)").arg(logPatterns()) + QStringLiteral(";;") + tr("All files (*)"));
    if (!path.isEmpty())
        load(path);
}

bool MainWindow::openFrom(const QString& path, QString* error)
{
    if (!error && !maybeSave())
        return false;
    return load(path, error);
}

bool MainWindow::load(const QString& path, QString* error)
{
    const bool quiet = error != nullptr;
    auto fail = [&](const QString& why) {
        if (quiet)
            *error = why;
        else
            warn(tr("Open Game"), tr("The game could not be opened."), why);
        return false;
    };
    if (fb::io::formatForPath(path) == fb::io::LogFormat::PresetBundle) {
        if (quiet)
            return fail(tr("%1: a preset bundle holds no game (install it with Game > Install "
                           "Preset Bundle)")
                    .arg(QDir::toNativeSeparators(path)));
        return installPresetBundle(path);
    }
    return openLoaded(
        fb::io::loadGames(path, *m_registry), {RecordOrigin::Kind::File, path}, error);
}

bool MainWindow::pasteGame(QString* error)
{
    return openText(QApplication::clipboard()->text(), RecordOrigin::Kind::Clipboard, error);
}

namespace {

/// The first local file of a drop, or empty.
QString droppedFile(const QMimeData* data)
{
    for (const QUrl& url : data->urls())
        if (url.isLocalFile())
            return url.toLocalFile();
    return {};
}

} // namespace

bool MainWindow::openDropped(const QMimeData* dropped, QString* error)
{
    if (const QString file = droppedFile(dropped); !file.isEmpty())
        return openFrom(file, error);
    if (dropped->hasText())
        return openText(dropped->text(), RecordOrigin::Kind::Drop, error);
    if (error)
        *error = tr("The drop holds no file and no text.");
    return false;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* e)
{
    if (!droppedFile(e->mimeData()).isEmpty() || e->mimeData()->hasText())
        e->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* e)
{
    e->acceptProposedAction();
    openDropped(e->mimeData());
}

QString MainWindow::originName(const RecordOrigin& from) const
{
    switch (from.kind) {
    case RecordOrigin::Kind::File:
        return from.path;
    case RecordOrigin::Kind::Clipboard:
        return tr("clipboard");
    case RecordOrigin::Kind::Drop:
        return tr("dropped text");
    }
    return {};
}

bool MainWindow::refuseOpening(const RecordOrigin& from, const QString& why, QString* error)
{
    if (error)
        *error = why;
    else if (from.kind == RecordOrigin::Kind::Clipboard)
        warn(tr("Paste Game"), tr("The game could not be pasted."), why);
    else
        warn(tr("Open Game"), tr("The game could not be opened."), why);
    return false;
}

bool MainWindow::openText(const QString& text, RecordOrigin::Kind kind, QString* error)
{
    const RecordOrigin from{kind, {}};
    if (text.trimmed().isEmpty())
        return refuseOpening(from,
            kind == RecordOrigin::Kind::Clipboard ? tr("The clipboard holds no text.")
                                                  : tr("The dropped text is empty."),
            error);
    if (!error && !maybeSave())
        return false;
    // The text as a file without a name: its format is told by its content.
    return openLoaded(
        fb::io::loadGamesFromData(text.toUtf8(), originName(from), *m_registry), from, error);
}

bool MainWindow::openLoaded(
    const fb::io::LoadResult& loaded, const RecordOrigin& from, QString* error)
{
    using Kind = RecordOrigin::Kind;
    const bool quiet = error != nullptr;
    const bool pasted = from.kind != Kind::File; // text: no file to save to or to remember
    const QString& path = from.path;
    const QString source = originName(from);
    auto fail = [&](const QString& why) { return refuseOpening(from, why, error); };
    if (!loaded.ok())
        return fail(loaded.error);
    if (loaded.games.isEmpty())
        return fail(from.kind == Kind::File
                ? tr("%1: the file holds no game.").arg(QDir::toNativeSeparators(path))
                : from.kind == Kind::Clipboard ? tr("The clipboard holds no game.")
                                               : tr("The dropped text holds no game."));
    qsizetype chosen = 0;
    if (loaded.games.size() > 1 && !quiet) {
        QStringList items;
        for (qsizetype i = 0; i < loaded.games.size(); ++i) {
            const fb::io::GameRecord& g = loaded.games[i];
            //: One game of a file in the list Game > Open offers: %1 its number, %2 and %3
            //: the players (the White and Black tags)
            QString item = tr("%1. %2 - %3")
                               .arg(g.number > 0 ? g.number : int(i) + 1)
                               .arg(g.tag(QStringLiteral("White"), QStringLiteral("?")),
                                   g.tag(QStringLiteral("Black"), QStringLiteral("?")));
            const QString event = g.tag(QStringLiteral("Event"));
            if (!event.isEmpty() && event != u"?")
                item += QStringLiteral(" (%1)").arg(event);
            if (!g.isComplete())
                //: Marks a game of the list that cannot be opened
                item += tr(" - unreadable");
            items << item;
        }
        bool ok = false;
        const QString item = QInputDialog::getItem(this, tr("Open Game"),
            tr("The file holds %n game(s). Which one?", nullptr, int(loaded.games.size())), items,
            0, false, &ok);
        if (!ok)
            return false;
        chosen = std::max<qsizetype>(0, items.indexOf(item));
    }
    const fb::io::GameRecord& game = loaded.games[chosen];
    if (!game.isComplete())
        return fail(
            game.error.isEmpty() ? tr("%1: the game is incomplete.").arg(source) : game.error);
    fb::MoveList moves;
    moves.reserve(game.mainLine.moves.size());
    for (const fb::io::MoveRecord& m : game.mainLine.moves)
        moves.push_back(m.move);
    // The record's variant is the registry's for a known preset, or the custom preset the
    // file carries.
    QString why;
    {
        // A game bundle's own piece images, else those of an installed preset.
        const CustomPieceArt art = game.pieceImages.isEmpty()
            ? UserPresets::pieceArt(*m_registry, game.presetId)
            : CustomPieceArt(game.pieceImages);
        // Replay has played the moves from the record's start position, possible or not (a
        // warning names its problems).
        if (!startGame(game.variant, GameSetup{game.presetId, game.profile, game.startFen, true},
                moves, &why, &art))
            return fail(QStringLiteral("%1: %2").arg(source, why));
    }
    // What was not read: the file's own problems and the game's.
    QStringList problems = loaded.warnings;
    problems += game.warnings;
    // Save writes back only to a file that held this one game, in a format we write, read
    // without problems: never over a file that was only partly understood.
    const bool saveTarget
        = !pasted && loaded.games.size() == 1 && canSaveTo(path) && problems.isEmpty();
    if (!pasted)
        m_sourcePath = path;
    m_document->resetForOpened(game, saveTarget ? path : QString());
    if (pasted)
        m_document->markRestored(); // in memory only: unsaved, kept by the autosave
    updateTitle();
    updateAutosave();
    if (!pasted)
        noteRecentFile(path);
    noteImpossibleStart();
    if (!problems.isEmpty()) {
        if (quiet) {
            *error = problems.join(u'\n');
        } else {
            QMessageBox box(QMessageBox::Information, tr("Open Game"),
                tr("The game was opened, but the file was not read completely."), QMessageBox::Ok,
                this);
            //: %n = moves read, %1 = the text encoding the file was read in ("UTF-8", "Shift_JIS",
            //: ...)
            box.setInformativeText(tr("%n move(s) were read (as %1 text). Save asks for a new "
                                      "file name, so the file is not overwritten.",
                nullptr, int(moves.size()))
                    .arg(loaded.encoding.isEmpty() ? tr("unknown") : loaded.encoding));
            box.setDetailedText(problems.join(u'\n'));
            box.exec();
        }
    }
    if (!quiet)
        PresetInstallFlow::offerToInstall(
            this, *m_registry, game.presetJson, game.pieceImages, source);
    return true;
}

bool MainWindow::save()
{
    return m_document->filePath().isEmpty() ? saveAs() : saveTo(m_document->filePath());
}

bool MainWindow::saveAs()
{
    if (!m_game->hasGame())
        return false;
    // A custom preset's game goes into a game bundle, with the preset's piece images.
    const bool custom = !fb::io::presetToEmbed(*m_registry, m_game->presetId()).isEmpty()
        || !m_document->opened().presetJson.isEmpty();
    const QString& filePath = m_document->filePath();
    // A file that was not made the save target is not offered either: a new name next to it.
    const QString folder = m_sourcePath.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        : QFileInfo(m_sourcePath).absolutePath();
    const QString suggested = filePath.isEmpty() ? folder + u'/' + m_game->presetId()
            + (custom ? QStringLiteral(".fbz") : QStringLiteral(".pgn"))
                                                 : filePath;
    const QList<SaveChoice> choices = saveChoices(fb::io::notationsOf(m_game->variant().family));
    QStringList filters;
    for (const SaveChoice& c : choices)
        filters << c.filter;
    QString selectedFilter
        = choices[saveChoiceFor(choices, suggested, m_document->opened().style, custom)].filter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Game"), suggested, filters.join(QStringLiteral(";;")), &selectedFilter);
    if (path.isEmpty())
        return false;
    const std::optional<SaveChoice> chosen = saveChoiceNamed(choices, selectedFilter);
    return saveTo(path, nullptr, chosen ? chosen->style : std::nullopt);
}

bool MainWindow::saveTo(
    const QString& requested, QString* error, const std::optional<fb::io::RecordStyle>& style)
{
    QString path = requested;
    if (fb::io::formatForPath(path) == fb::io::LogFormat::Unknown)
        path += QStringLiteral(".pgn");
    fb::io::GameRecord record = currentRecord();
    if (style)
        record.style = *style;
    QString why;
    if (!record.isComplete())
        why = record.error.isEmpty() ? tr("There is no game to save.") : record.error;
    else if (fb::io::saveGame(record, path, &why)) {
        m_sourcePath = path;
        m_document->markSaved(record, path);
        updateAutosave();
        noteRecentFile(path);
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
        return true;
    }
    if (error)
        *error = why;
    else
        warn(tr("Save Game"), tr("The game could not be saved."), why);
    return false;
}

const QString& MainWindow::filePath() const
{
    return m_document->filePath();
}

fb::io::GameRecord MainWindow::currentRecord() const
{
    return m_document->record(true);
}

void MainWindow::updateAutosave()
{
    if (!m_document->isModified()) {
        m_autosave->remove(); // saved, discarded or a new game: nothing to lose
        return;
    }
    fb::io::GameRecord game = m_document->record(false);
    if (game.isComplete())
        m_autosave->write(std::move(game), m_sourcePath);
}

void MainWindow::updateTitle()
{
    QString name;
    if (!m_document->filePath().isEmpty()) {
        name = QFileInfo(m_document->filePath()).fileName();
    } else if (m_game->hasGame()) {
        const QString variant = SideNames::presetText(m_game->variant().name);
        const QString rules
            = SideNames::presetText(m_registry->profileName(m_game->presetId(), m_game->profile()));
        name = m_game->profile().isEmpty() || rules.isEmpty()
            ? variant
            //: Window title: %1 variant name, %2 the rule profile's display name
            : tr("%1 (%2)").arg(variant, rules);
    }
    //: Window title: %1 the file name, or the variant of an unsaved game; [*] is where the
    //: modified mark goes (keep it)
    setWindowTitle(name.isEmpty() ? tr("Fairyboard[*]") : tr("%1[*] - Fairyboard").arg(name));
    setWindowModified(m_document->isModified());
}

void MainWindow::noteRecentFile(const QString& path)
{
    if (path.isEmpty())
        return;
    m_settings.recentFiles = AppSettings::load().recentFiles; // other windows add to it too
    m_settings.noteRecentFile(QFileInfo(path).absoluteFilePath());
    m_settings.saveRecentFiles();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    m_settings.recentFiles = AppSettings::load().recentFiles; // other windows add to it too
    int number = 0;
    for (const QString& path : std::as_const(m_settings.recentFiles)) {
        const bool missing = !QFileInfo::exists(path);
        QString text = QStringLiteral("&%1 %2").arg(++number).arg(QFileInfo(path).fileName());
        if (missing)
            //: After a recent file's name in Game > Open Recent: the file is gone
            text += tr(" (missing)");
        QAction* a = m_recentMenu->addAction(text);
        a->setData(path);
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] {
            if (!QFileInfo::exists(path)) {
                warn(tr("Open Recent"),
                    //: %1 = the file's path
                    tr("%1 no longer exists.").arg(QDir::toNativeSeparators(path)),
                    tr("It was moved, renamed or deleted. It is removed from the list."));
                m_settings.recentFiles = AppSettings::load().recentFiles;
                m_settings.recentFiles.removeAll(path);
                m_settings.saveRecentFiles();
                return;
            }
            if (maybeSave())
                load(path);
        });
    }
    if (number == 0)
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
    m_recentMenu->addSeparator();
    QAction* clear = m_recentMenu->addAction(tr("&Clear List"), this, [this] {
        m_settings.recentFiles.clear();
        m_settings.saveRecentFiles();
    });
    clear->setObjectName(QStringLiteral("clearRecentFiles"));
    clear->setEnabled(number > 0);
}

QList<MainWindow*> MainWindow::offerRestore(
    RestoreMode mode, bool reuseThisWindow, const QString& directory)
{
    // "Keep them for later" does not even look: a look claims the games for a moment, and
    // another instance starting now would miss them.
    if (mode == RestoreMode::None)
        return {};
    waitForAutosave();
    std::vector<std::unique_ptr<QLockFile>> claims; // held until the games are dealt with
    const QList<AutosaveEntry> found = AutosaveStore::orphans(
        directory.isEmpty() ? m_autosave->directory() : directory, &claims);
    if (found.isEmpty())
        return {};
    QList<AutosaveEntry> chosen = found;
    if (mode == RestoreMode::Ask) {
        RestoreDialog dialog(found, this);
        dialog.exec();
        chosen = dialog.checked();
        if (dialog.choice() == RestoreDialog::Choice::Discard) {
            for (const AutosaveEntry& e : chosen)
                AutosaveStore::discard(e);
            return {};
        }
        if (dialog.choice() != RestoreDialog::Choice::Restore)
            return {};
    }
    QList<MainWindow*> windows;
    QStringList failures;
    for (const AutosaveEntry& e : chosen) {
        const bool here = reuseThisWindow && windows.isEmpty() && !m_document->isModified()
            && m_document->filePath().isEmpty() && m_sourcePath.isEmpty();
        MainWindow* target = this;
        if (!here) {
            target = new MainWindow(m_registry);
            target->setAttribute(Qt::WA_DeleteOnClose);
            target->setAutosaveEnabled(m_autosave->isEnabled());
            target->move(pos() + QPoint(32, 32) * int(windows.size() + 1));
        }
        QString why;
        if (target->restore(e, &why)) {
            windows << target;
            if (target != this)
                target->show();
        } else {
            failures << why;
            if (target != this)
                delete target;
        }
    }
    if (!failures.isEmpty())
        warn(tr("Restore Games"),
            tr("%n game(s) could not be restored; they are kept for the next start.", nullptr,
                int(failures.size())),
            failures.join(u'\n'));
    return windows;
}

bool MainWindow::restore(const AutosaveEntry& entry, QString* error)
{
    QString why;
    if (!load(entry.gamePath, &why) || !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    m_sourcePath.clear();
    m_document->markRestored();
    updateTitle();
    updateAutosave();
    waitForAutosave(); // the game is in this session's autosave before the old one goes
    if (m_autosave->isEnabled() && QFileInfo::exists(m_autosave->gamePath()))
        AutosaveStore::discard(entry);
    // The autosave is no file of the user's.
    m_settings.recentFiles = AppSettings::load().recentFiles;
    m_settings.recentFiles.removeAll(QFileInfo(entry.gamePath).absoluteFilePath());
    m_settings.saveRecentFiles();
    return true;
}

void MainWindow::noteImpossibleStart()
{
    const std::optional<fb::Position> start = fb::readFen(m_game->position().variantPtr(),
        m_game->startFen(), nullptr, fb::ImpossiblePositions::Allow);
    if (!start)
        return;
    const QStringList problems
        = fb::positionProblemTexts(*start, SideNames::positionWords(start->variant()));
    if (!problems.isEmpty())
        //: %1: why, one sentence per problem ("White has no king.")
        statusBar()->showMessage(
            tr("This game starts from a position that cannot occur in a game: %1")
                .arg(problems.join(u' ')));
}
