// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecourier.h"

#include "burningrules.h"
#include "coordinatelist.h"
#include "loglimits.h"
#include "moveutil.h"
#include "replay.h"
#include "sanmatch.h"

#include <QRegularExpression>
#include <algorithm>
#include <optional>

namespace fb::io {

namespace {

// A square by the board's labels, else by Game Courier's own algebraic ones ("a1" .. "l12": its
// Chu Shogi logs, while the preset numbers the files like shogi).
Square readSquare(const BoardGeometry& g, const QString& text)
{
    int at = 0;
    const Square s = g.parseSquare(text, at);
    if (at == text.size() && s != NoSquare && g.isPlayable(s))
        return s;
    const std::vector<LabelSet> conventions = labelConventions(g);
    if (conventions.size() < 2)
        return NoSquare;
    const LabelSet& plain = conventions[1]; // a.., 1..
    for (int cut = 1; cut < text.size(); ++cut) {
        const int file = int(plain.files.indexOf(text.left(cut)));
        const int rank = int(plain.ranks.indexOf(text.mid(cut)));
        if (file >= 0 && rank >= 0 && g.inside(file, rank) && g.isPlayable(g.square(file, rank)))
            return g.square(file, rank);
    }
    return NoSquare;
}

struct Step
{
    Square from = NoSquare;
    Square to = NoSquare;
};

struct Parsed
{
    bool pass = false;
    std::vector<Step> steps;
    std::vector<std::pair<QString, Square>> drops; ///< (label, square)
    std::vector<Square> removals; ///< "d5-": pieces taken off, in increasing order
};

bool parseMove(const BoardGeometry& g, const QString& text, Parsed& p, QString* error)
{
    static const QRegularExpression stepRe(QStringLiteral("^(?:(\\S+)\\s+)?(\\S+?)-(\\S*)$"));
    static const QRegularExpression dropRe(QStringLiteral("^(\\S+?)[*](\\S+)$"));
    for (QString part : text.split(u';')) {
        part = part.trimmed();
        if (part.isEmpty())
            continue;
        if (part.compare(u"pass", Qt::CaseInsensitive) == 0) {
            p.pass = true;
            continue;
        }
        if (part.startsWith(QStringLiteral("capture "))) {
            continue; // removals the rules make themselves
        }
        if (const auto d = dropRe.match(part); d.hasMatch()) {
            const Square s = readSquare(g, d.captured(2));
            if (s == NoSquare) {
                *error = QStringLiteral("no square '%1' on this board").arg(d.captured(2));
                return false;
            }
            if (d.captured(1) != u"@")
                p.drops.push_back({d.captured(1), s});
            continue;
        }
        if (const auto st = stepRe.match(part); st.hasMatch()) {
            const Square from = readSquare(g, st.captured(2));
            const Square target = readSquare(g, st.captured(3));
            if (from == NoSquare && st.captured(1).isEmpty() && target != NoSquare) {
                p.drops.push_back({st.captured(2), target}); // "Q-e8": a piece put on e8
                continue;
            }
            if (from == NoSquare) {
                *error = QStringLiteral("no square '%1' on this board").arg(st.captured(2));
                return false;
            }
            if (st.captured(3).isEmpty()) {
                p.removals.push_back(from); // "d5-": a removal
                continue;
            }
            if (target == NoSquare) {
                *error = QStringLiteral("no square '%1' on this board").arg(st.captured(3));
                return false;
            }
            p.steps.push_back({from, target});
            continue;
        }
        *error = QStringLiteral("cannot read '%1'").arg(part);
        return false;
    }
    std::sort(p.removals.begin(), p.removals.end());
    return true;
}

// Labels are compared without case (the case tells the side) and without crazyhouse's '~'.
bool sameLabel(QString label, const QString& letter)
{
    label.remove(u'~');
    return label.compare(letter, Qt::CaseInsensitive) == 0;
}

// The label of a piece: its letter, lower case for the second side.
QString labelOf(const VariantDefinition& v, PieceType t, Side side)
{
    const QString& l = v.pieces[size_t(t)].letter;
    return side == First ? l : l.toLower();
}

} // namespace

std::optional<Move> resolveGameCourierMove(
    const Position& pos, const MoveList& legal, const QString& text, QString* error)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    auto fail = [&](const QString& why) -> std::optional<Move> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    Parsed p;
    QString why;
    if (!parseMove(g, text, p, &why))
        return fail(why);
    if (p.pass)
        return findPass(legal, error);
    if (p.steps.empty()) {
        if (p.drops.size() != 1)
            return fail(QStringLiteral("'%1' is neither a move nor a drop").arg(text));
        const auto& [label, to] = p.drops.front();
        for (const Move& m : legal)
            if (m.isDrop() && m.to == to
                && sameLabel(label,
                    v.pieces[size_t(m.promotion != NoPieceType ? m.promotion : m.dropped)].letter))
                return m;
        return fail(QStringLiteral("'%1' is not a legal drop here").arg(text));
    }
    // The mover's path: steps that continue from where the last one ended; another step is a
    // castling partner.
    const Square from = p.steps.front().from;
    std::vector<Square> stops;
    std::optional<Step> partner;
    for (const Step& s : p.steps) {
        const Square end = stops.empty() ? from : stops.back();
        if (s.from == end)
            stops.push_back(s.to);
        else if (!partner)
            partner = s;
        else
            return fail(QStringLiteral("'%1' moves more than two pieces").arg(text));
    }
    // A piece put where the mover ends is its promotion; one put elsewhere (on the square the
    // mover or its castling partner left) is a piece gated in from the hand.
    // A wall (rules.walling) is put as the piece FEN writes it, '*': "; **e5".
    QString promotionLabel, gatingLabel;
    Square gatingSquare = NoSquare, wall = NoSquare;
    for (const auto& [label, square] : p.drops) {
        if (label == u"*") {
            wall = square;
        } else if (square == stops.back()) {
            promotionLabel = label;
        } else {
            gatingLabel = label;
            gatingSquare = square;
        }
    }
    std::vector<const Move*> candidates;
    for (const Move& m : legal) {
        if (m.isDrop() || m.isPass() || m.from != from)
            continue;
        if (m.isCastle()) {
            if (stops.size() != 1 || (stops[0] != m.to && stops[0] != m.partnerFrom))
                continue;
            if (partner && (partner->from != m.partnerFrom || partner->to != m.partnerTo))
                continue;
        } else {
            if (partner || int(stops.size()) != m.viaCount + 1)
                continue;
            bool same = stops.back() == m.to;
            for (int k = 0; k < m.viaCount && same; ++k)
                same = stops[size_t(k)] == m.via[size_t(k)];
            if (!same)
                continue;
        }
        if (!promotionLabel.isEmpty()) {
            if (m.promotion == NoPieceType
                || !sameLabel(promotionLabel, v.pieces[size_t(m.promotion)].letter))
                continue;
        }
        if (m.isGating() != !gatingLabel.isEmpty() || m.wall != wall)
            continue;
        // rules.burning with `choose`: the squares burnt are removals ("; 7g-"); elsewhere a
        // removal is what the rules take themselves.
        if (v.rules.burning.choose > 0) {
            std::vector<Square> burns = chosenBurns(v, m);
            std::sort(burns.begin(), burns.end());
            if (burns != p.removals)
                continue;
        }
        if (m.isGating()
            && (m.gatedOn() != gatingSquare
                || !sameLabel(gatingLabel, v.pieces[size_t(m.gated)].letter)))
            continue;
        candidates.push_back(&m);
    }
    // Without the partner's step, a king step that ends where a castling would ("K d1-c1" in
    // Active Chess, whose king castles from d1 to c1) is the step.
    const auto isCastle = [](const Move* m) { return m->isCastle(); };
    if (!partner && !std::all_of(candidates.begin(), candidates.end(), isCastle))
        std::erase_if(candidates, isCastle);
    return pickCandidate(std::move(candidates), promotionLabel.isEmpty(), text, error);
}

QString gameCourierMoveText(const Position& pos, const Move& m)
{
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    const Side us = pos.sideToMove();
    auto label = [&](PieceType t) { return labelOf(v, t, us); };
    auto labelAt = [&](Square s) { return labelOf(v, typeOf(pos.at(s)), sideOf(pos.at(s))); };
    // A piece gated in from the hand (Seirawan) is put on the square it enters: "; H*g1".
    const auto gatingText = [&](const Move& move) {
        if (!move.isGating())
            return QString();
        return QStringLiteral("; ") + label(move.gated) + u'*' + g.squareName(move.gatedOn());
    };
    // A wall (rules.walling) is put as FEN writes it, '*', after the move: "; **e5".
    const auto wallText = [&](const Move& move) {
        if (!move.isWalling())
            return QString();
        return QStringLiteral("; **") + g.squareName(move.wall);
    };
    switch (m.kind) {
    case MoveKind::Pass:
        return QStringLiteral("pass");
    case MoveKind::Drop:
        return label(m.promotion != NoPieceType ? m.promotion : m.dropped) + u'*'
            + g.squareName(m.to);
    case MoveKind::Castle:
        return QStringLiteral("%1 %2-%3; %4 %5-%6")
                   .arg(labelAt(m.from), g.squareName(m.from), g.squareName(m.to),
                       labelAt(m.partnerFrom), g.squareName(m.partnerFrom),
                       g.squareName(m.partnerTo))
            + gatingText(m) + wallText(m);
    case MoveKind::Normal:
        break;
    }
    QString out = labelAt(m.from) + u' ' + g.squareName(m.from);
    Square at = m.from;
    for (int k = 0; k <= m.viaCount; ++k) {
        const Square next = k < m.viaCount ? m.via[size_t(k)] : m.to;
        if (k > 0)
            out += QStringLiteral("; ") + g.squareName(at);
        out += u'-' + g.squareName(next);
        at = next;
    }
    if (m.promotion != NoPieceType)
        out += QStringLiteral("; ") + label(m.promotion) + u'*' + g.squareName(m.to);
    // rules.burning with `choose`: each square burnt by choice is a removal, "; 7g-".
    std::vector<Square> burns = chosenBurns(v, m);
    std::sort(burns.begin(), burns.end());
    for (Square b : burns)
        out += QStringLiteral("; ") + g.squareName(b) + u'-';
    return out + gatingText(m) + wallText(m);
}

void readGameCourier(const QString& text, const QString& sourceName, GameCollector& out)
{
    static const QRegularExpression number(QStringLiteral("^\\d+\\s*\\.+\\s*"));
    std::optional<GameRecord> game; // the game being read
    auto newGame = [&](int line) {
        if (!out.addPending(game))
            return false;
        game.emplace();
        game->sourceName = sourceName;
        game->sourceLine = line;
        game->notation = MoveNotation::GameCourier;
        game->implied.format = QStringLiteral("gamecourier");
        return true;
    };
    TextLines lines(text);
    QStringView view;
    int lineNo = 0;
    while (lines.next(view, lineNo)) {
        if (!out.checkLine(view.size(), lineNo))
            return;
        QString line = view.trimmed().toString();
        if (line.isEmpty())
            continue;
        if (!out.countEntry(lineNo))
            return;
        QString comment;
        const qsizetype slashes = line.indexOf(QStringLiteral("//"));
        if (slashes >= 0) {
            comment = line.mid(slashes + 2).trimmed();
            line = line.left(slashes).trimmed();
        }
        if (line.isEmpty()) {
            // A comment line: a tag, or a comment of the game or of the last move.
            GameRecord probe;
            if (readMetadataLine(comment, probe)) {
                if ((!game || !game->mainLine.moves.empty()) && !newGame(lineNo))
                    return;
                readMetadataLine(comment, *game);
                if (!out.checkTags(*game, lineNo))
                    return;
                continue;
            }
            if (!game && !newGame(lineNo))
                return;
            if (comment.isEmpty())
                continue;
            Line& l = game->mainLine;
            if (l.moves.empty())
                l.startComments << comment;
            else
                l.moves.back().comments << comment;
            continue;
        }
        if (!game && !newGame(lineNo))
            return;
        line.remove(number);
        if (line.isEmpty())
            continue;
        MoveRecord m;
        m.text = line;
        m.sourceLine = lineNo;
        // The move is what is left between the number and the comment: where it stands.
        m.sourceColumn = int(view.indexOf(line)) + 1;
        if (!comment.isEmpty())
            m.comments << comment;
        game->mainLine.moves.push_back(std::move(m));
    }
    out.addPending(game);
}

QList<GameRecord> readGameCourier(const QString& text, const QString& sourceName)
{
    GameCollector out(sourceName, LogLimits());
    readGameCourier(text, sourceName, out);
    return out.games();
}

QString writeGameCourierGames(const QList<GameRecord>& games)
{
    QString out;
    for (const GameRecord& game : games) {
        if (!out.isEmpty())
            out += u'\n';
        GameRecord meta = game;
        if (!game.startFen.isEmpty())
            meta.tags.prepend({QStringLiteral("FEN"), game.startFen});
        out += metadataLines(meta, QStringLiteral("//"), true);
        for (const QString& c : game.mainLine.startComments)
            out += QStringLiteral("// ") + c + u'\n';
        std::optional<Position> pos = game.startPosition();
        if (!pos)
            continue;
        for (const MoveRecord& m : game.mainLine.moves) {
            out += moveNumberLabel(*pos) + u' ' + gameCourierMoveText(*pos, m.move);
            if (!m.comments.isEmpty())
                out += QStringLiteral(" // ") + m.comments.front();
            out += u'\n';
            for (qsizetype k = 1; k < m.comments.size(); ++k)
                out += QStringLiteral("// ") + m.comments[k] + u'\n';
            pos->makeMove(m.move);
        }
    }
    return out;
}

} // namespace fb::io
