// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamedocument.h"

#include "gamecontroller.h"
#include "gamestate.h"

#include <QDate>
#include <algorithm>

namespace {

/// The FEN a record keeps for a game: empty for the variant's own start position.
QString recordedStart(const fb::VariantDefinition& v, const QString& fen)
{
    return fen == v.startFen ? QString() : fen;
}

bool sameLine(const fb::MoveList& a, const fb::MoveList& b)
{
    return a.size() == b.size()
        && std::equal(a.begin(), a.end(), b.begin(),
            [](const fb::Move& x, const fb::Move& y) { return x.sameTurn(y); });
}

QString joined(const QStringList& lines)
{
    return lines.join(u'\n');
}

QStringList split(const QString& text)
{
    const QString t = text.trimmed();
    return t.isEmpty() ? QStringList() : QStringList{t};
}

} // namespace

GameDocument::GameDocument(
    GameController* game, const fb::PresetRegistry* registry, QObject* parent)
    : QObject(parent)
    , m_game(game)
    , m_registry(registry)
{
    connect(m_game, &GameController::lineChanged, this, &GameDocument::lineChanged);
}

void GameDocument::resetForNewGame()
{
    fb::io::GameRecord fresh;
    if (m_game->hasGame()) {
        fresh.variant = m_game->position().variantPtr();
        fresh.startFen = recordedStart(*fresh.variant, m_game->startFen());
    }
    fresh.setTag(
        QStringLiteral("Date"), QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")));
    resetForOpened(fresh, {});
}

void GameDocument::resetForOpened(const fb::io::GameRecord& opened, const QString& savePath)
{
    m_opened = opened;
    m_savedMoves = m_game->lineMoves();
    m_savedStart = m_game->startFen();
    m_infoEdited = false;
    m_restored = false;
    if (m_filePath != savePath) {
        m_filePath = savePath;
        Q_EMIT filePathChanged(m_filePath);
    }
    setModified(false);
    Q_EMIT infoChanged();
}

void GameDocument::markRestored()
{
    m_restored = true;
    if (!m_filePath.isEmpty()) {
        m_filePath.clear();
        Q_EMIT filePathChanged(m_filePath);
    }
    setModified(true);
}

void GameDocument::markSaved(const fb::io::GameRecord& saved, const QString& path)
{
    m_opened = saved;
    m_savedMoves = m_game->lineMoves();
    m_savedStart = m_game->startFen();
    m_infoEdited = false;
    m_restored = false;
    if (m_filePath != path) {
        m_filePath = path;
        Q_EMIT filePathChanged(m_filePath);
    }
    setModified(false);
}

void GameDocument::lineChanged()
{
    setModified(m_restored || m_infoEdited || m_game->startFen() != m_savedStart
        || !sameLine(m_game->lineMoves(), m_savedMoves));
}

void GameDocument::setModified(bool on)
{
    if (m_modified == on)
        return;
    m_modified = on;
    Q_EMIT modifiedChanged(on);
}

fb::io::GameRecord GameDocument::record(bool withTexts) const
{
    if (!m_game->hasGame())
        return {};
    const fb::VariantPtr& v = m_game->position().variantPtr();
    const QString start = recordedStart(*v, m_game->startFen());
    const fb::MoveList moves = m_game->lineMoves();
    fb::io::GameRecord g = fb::io::GameRecord::fromMoves(v, m_game->presetId(), m_game->profile(),
        start, withTexts ? moves : fb::MoveList{}, m_registry);
    if (!g.error.isEmpty())
        return g;
    g.style = m_opened.style; // the file's look (KIF layout, XBoard SAN), kept on save
    if (!withTexts) { // the PGN writer writes the SAN of resolved moves itself
        g.mainLine.moves.resize(moves.size());
        for (size_t i = 0; i < moves.size(); ++i) {
            g.mainLine.moves[i].move = moves[i];
            g.mainLine.moves[i].resolved = true;
        }
    }
    // Still the game that was opened (or saved, or started): keep its tags, and the comments,
    // glyphs and variations of the moves that were not changed.
    if (m_opened.variant == v && recordedStart(*v, m_opened.startFen) == start) {
        g.tags = m_opened.tags;
        if (g.presetJson.isEmpty())
            g.presetJson = m_opened.presetJson;
        g.pieceImages = m_opened.pieceImages;
        g.mainLine.startComments = m_opened.mainLine.startComments;
        const std::vector<fb::io::MoveRecord>& old = m_opened.mainLine.moves;
        size_t same = 0;
        while (same < moves.size() && same < old.size() && old[same].resolved
            && old[same].move.sameTurn(moves[same])) {
            fb::io::MoveRecord& r = g.mainLine.moves[same];
            r.comments = old[same].comments;
            r.nags = old[same].nags;
            r.variations = old[same].variations;
            ++same;
        }
        if (same == moves.size() && same == old.size()) {
            g.result = m_opened.result;
            g.termination = m_opened.termination; // resignation, time-out ... kept on save
        }
    }
    // A custom preset's images travel with it (in a game bundle).
    if (g.pieceImages.isEmpty() && !g.presetJson.isEmpty())
        g.pieceImages = m_pieceImages;
    if (g.result == u"*") {
        // How the line ends: the board's own result when it shows the end (no replay).
        std::optional<fb::GameResult> r;
        if (!m_game->isBrowsing())
            r = m_game->result();
        else if (std::optional<fb::Position> end = g.positionAt())
            r = fb::evaluateGame(*end);
        if (r && r->isOver())
            g.result = !r->winner         ? QStringLiteral("1/2-1/2")
                : *r->winner == fb::First ? QStringLiteral("1-0")
                                          : QStringLiteral("0-1");
    }
    return g;
}

bool GameDocument::isOpenedLine() const
{
    if (!m_game->hasGame())
        return false;
    const fb::VariantPtr& v = m_game->position().variantPtr();
    const std::vector<fb::io::MoveRecord>& old = m_opened.mainLine.moves;
    const fb::MoveList line = m_game->lineMoves();
    return m_opened.variant == v
        && recordedStart(*v, m_opened.startFen) == recordedStart(*v, m_game->startFen())
        && old.size() == line.size()
        && std::equal(line.begin(), line.end(), old.begin(),
            [](const fb::Move& m, const fb::io::MoveRecord& r) {
                return r.resolved && r.move.sameTurn(m);
            });
}

void GameDocument::rebase()
{
    if (!m_game->hasGame())
        return;
    // Already the current line (the usual case while a comment is typed): nothing to do.
    if (isOpenedLine())
        return;
    fb::io::GameRecord current = record(true);
    if (current.isComplete())
        m_opened = std::move(current);
}

void GameDocument::setTag(const QString& name, const QString& value)
{
    if (m_opened.tag(name) == value)
        return;
    rebase();
    m_opened.setTag(name, value);
    m_infoEdited = true;
    setModified(true);
    Q_EMIT infoChanged();
}

void GameDocument::setResult(const QString& result)
{
    if (this->result() == result)
        return;
    rebase();
    m_opened.result = result;
    m_opened.termination = fb::io::Termination::None; // the record's reason no longer holds
    m_infoEdited = true;
    setModified(true);
    Q_EMIT infoChanged();
}

void GameDocument::prependMoveComments(int ply, const QStringList& comments)
{
    if (ply < 1 || ply > m_game->lineLength() || comments.isEmpty())
        return;
    rebase();
    if (ply > int(m_opened.mainLine.moves.size()))
        return;
    QStringList& now = m_opened.mainLine.moves[size_t(ply - 1)].comments;
    now = comments + now;
    m_infoEdited = true;
    setModified(true);
    Q_EMIT infoChanged();
}

void GameDocument::setEnding(const QString& result, fb::io::Termination why)
{
    rebase();
    m_opened.result = result;
    m_opened.termination = why;
    m_infoEdited = true;
    setModified(true);
    Q_EMIT infoChanged();
}

QString GameDocument::gameComment() const
{
    return joined(m_opened.mainLine.startComments);
}

void GameDocument::setGameComment(const QString& text)
{
    if (gameComment() == text.trimmed())
        return;
    rebase();
    m_opened.mainLine.startComments = split(text);
    m_infoEdited = true;
    setModified(true);
    Q_EMIT infoChanged();
}

QString GameDocument::moveComment(int ply) const
{
    // The opened record's comment, while the line up to that move is the one opened.
    const std::vector<fb::io::MoveRecord>& old = m_opened.mainLine.moves;
    if (ply < 1 || ply > int(old.size()) || !m_game->hasGame()
        || m_opened.variant != m_game->position().variantPtr())
        return {};
    const fb::MoveList line = m_game->lineMoves();
    if (ply > int(line.size()))
        return {};
    for (int i = 0; i < ply; ++i)
        if (!old[size_t(i)].resolved || !old[size_t(i)].move.sameTurn(line[size_t(i)]))
            return {};
    return joined(old[size_t(ply - 1)].comments);
}

void GameDocument::setMoveComment(int ply, const QString& text)
{
    if (ply < 1 || ply > m_game->lineLength() || moveComment(ply) == text.trimmed())
        return;
    rebase();
    if (ply > int(m_opened.mainLine.moves.size()))
        return;
    m_opened.mainLine.moves[size_t(ply - 1)].comments = split(text);
    m_infoEdited = true;
    setModified(true);
    Q_EMIT infoChanged();
}
