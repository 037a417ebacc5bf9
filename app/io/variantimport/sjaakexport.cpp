// SPDX-License-Identifier: GPL-3.0-or-later
// Presets as Sjaak II variants: the compiled moves of each piece sorted into Sjaak II's move
// kinds (leap, aleap, step, slide, hop, ride, lame leaps), the rules it has words for, and a
// reason for everything else.
#include "sjaakexport.h"

#include "draftpreset.h"
#include "fen.h"
#include "movetables.h"

#include <QSet>

#include <algorithm>

namespace fb::io {

namespace {

struct Vec
{
    int dx = 0, dy = 0;
    bool operator==(const Vec&) const = default;
    bool unit() const { return std::abs(dx) <= 1 && std::abs(dy) <= 1; }
};

size_t qHash(const Vec& v, size_t seed = 0)
{
    return ::qHash(v.dx * 64 + v.dy, seed);
}

// The vectors of a leap (a, b) in every direction.
QSet<Vec> orbit(int a, int b)
{
    QSet<Vec> out;
    for (int sx : {-1, 1})
        for (int sy : {-1, 1}) {
            out.insert({sx * a, sy * b});
            out.insert({sx * b, sy * a});
        }
    return out;
}

// The compass word of a unit step of the first side ("N" forward).
QString compass(const Vec& v)
{
    QString s;
    if (v.dy > 0)
        s += u'N';
    if (v.dy < 0)
        s += u'S';
    if (v.dx > 0)
        s += u'E';
    if (v.dx < 0)
        s += u'W';
    return s;
}

// The moves of one mode (moves or captures) of a piece, by Sjaak II's kinds.
struct MoveSet
{
    QSet<Vec> leaps;
    QSet<Vec> slides; ///< unit directions without limit
    QHash<Vec, int> limited; ///< unit directions with a limit of steps
    QSet<Vec> rides; ///< other directions without limit
    QSet<Vec> hops; ///< unit directions, hopping one screen
    QSet<Vec> lame; ///< knight and elephant leaps whose first step must be empty
    bool operator==(const MoveSet&) const = default;
    bool isEmpty() const
    {
        return leaps.isEmpty() && slides.isEmpty() && limited.isEmpty() && rides.isEmpty()
            && hops.isEmpty() && lame.isEmpty();
    }
};

class Writer
{
public:
    Writer(const VariantPtr& v, const QString& name)
        : m_v(*v)
        , m_ptr(v)
        , m_name(name)
    { }

    SjaakExport run()
    {
        const BoardGeometry& g = m_v.geometry;
        if (g.files() >= 16 || g.ranks() >= 16 || g.files() * g.ranks() >= 128)
            refuse(QStringLiteral("a board of %1 x %2 (Sjaak II: fewer than 16 files and ranks, "
                                  "fewer than 128 squares)")
                    .arg(g.files())
                    .arg(g.ranks()));
        if (int(g.squares().size()) != g.files() * g.ranks())
            refuse(QStringLiteral("squares removed from the board"));
        m_start = readFen(m_ptr, m_v.startFen);
        if (!m_start)
            refuse(QStringLiteral("the start position cannot be read"));
        QString fen = m_v.startFen;
        fen.replace(QStringLiteral("[]"), QStringLiteral("[-]"));
        const QStringList head{QStringLiteral("# %1, written by Fairyboard from its preset '%2'")
                                   .arg(m_v.name, m_v.id),
            QStringLiteral("Variant: ") + m_name,
            QStringLiteral("Board: %1x%2").arg(g.files()).arg(g.ranks()),
            QStringLiteral("FEN: \"%1\"").arg(fen)};
        rules();
        for (PieceType t = 0; t < m_v.pieceCount(); ++t)
            piece(t);
        SjaakExport out;
        out.reasons = m_reasons;
        if (out.ok()) // the zones the pieces name come before them
            out.text = (head + m_zones + m_lines).join(u'\n') + u'\n';
        return out;
    }

private:
    void line(const QString& l) { m_lines << l; }
    void refuse(const QString& why)
    {
        if (!m_reasons.contains(why))
            m_reasons << why;
    }

    void rules()
    {
        const Rules& r = m_v.rules;
        const GoalRules& goals = r.goals;
        QStringList rule;
        if (!r.checkRule || !r.checksAllowed)
            refuse(QStringLiteral("moves that leave or give check allowed"));
        if (r.kingsMayNotFace || r.facingRoyalsEndGame)
            refuse(QStringLiteral("facing royals"));
        if (goals.royalCapture || goals.bareKingLoses || goals.bareKingWins
            || goals.bareKingCounterChance)
            refuse(QStringLiteral("royal capture and bare king goals"));
        if (goals.flagRegion >= 0 || goals.checkLimit > 0 || goals.extinction.enabled())
            refuse(QStringLiteral("flag, n-check and extinction goals"));
        if (goals.checkmate != Outcome::Loss)
            refuse(QStringLiteral("a checkmate that does not lose"));
        if (goals.stalemate == Outcome::Loss)
            rule << QStringLiteral("stalemate = win");
        else if (goals.stalemate == Outcome::Win)
            rule << QStringLiteral("stalemate = loss");
        if (r.repetition.forbidden || r.repetition.result != Outcome::Draw)
            refuse(QStringLiteral("repetition rules other than a draw"));
        else if (r.repetition.count != 3)
            rule << QStringLiteral("repeat%1 = draw").arg(r.repetition.count);
        if (r.repetition.perpetualCheckLoses)
            rule << QStringLiteral("perpetual = loss");
        if (r.moveCountLimit % 2 != 0)
            refuse(QStringLiteral("a move-count limit of an odd number of plies"));
        else if (r.moveCountLimit != 100)
            rule << QStringLiteral("movecountdraw = %1").arg(r.moveCountLimit / 2);
        if (r.mustCapture)
            rule << QStringLiteral("forced capture");
        if (r.passing.allowed || r.passing.twoEndTheGame)
            refuse(QStringLiteral("passing"));
        if (r.lionTrading.enabled())
            refuse(QStringLiteral("Lion trading rules"));
        if (r.hands.enabled) {
            if (r.hands.fromCaptures)
                rule << QStringLiteral("keep capture");
            rule << QStringLiteral("allow drops");
            if (!r.immobilityIllegal)
                refuse(QStringLiteral("drops where a piece can never move"));
        }
        if (!rule.isEmpty())
            line(QStringLiteral("Rule: ") + rule.join(QStringLiteral(", ")));
    }

    // "Zone: zN_white = a8,b8 ..." for region `index` (once), its two names.
    std::pair<QString, QString> zone(int index)
    {
        const QString w = QStringLiteral("z%1_white").arg(index),
                      b = QStringLiteral("z%1_black").arg(index);
        if (!m_zoneDone.contains(index)) {
            m_zoneDone.insert(index);
            for (Side s : {First, Second}) {
                QStringList names;
                for (Square sq : m_v.geometry.squares())
                    if (m_v.regions[size_t(index)].contains(s, sq))
                        names << DraftPreset::squareName(
                            m_v.geometry.fileOf(sq), m_v.geometry.rankOf(sq));
                m_zones
                    << QStringLiteral("Zone: %1 = %2").arg(s == First ? w : b, names.join(u','));
            }
        }
        return {w, b};
    }

    // Sorts the compiled moves of `t` (first side) into moves and captures; initial steps,
    // en passant and castling into their own lines.
    void piece(PieceType t)
    {
        const PieceDefinition& p = m_v.pieces[size_t(t)];
        const PieceTable& table = m_v.tables().table(t, First);
        const int longest = std::max(m_v.geometry.files(), m_v.geometry.ranks()) - 1;
        MoveSet moves, captures;
        QStringList initial;
        bool setsEp = false, takesEp = false;
        auto add = [&](const Vec& d, int steps, uint32_t modes, bool lame) {
            for (MoveSet* set : {&moves, &captures}) {
                if (!(modes & (set == &moves ? betza::Move : betza::Capture)))
                    continue;
                if (modes & betza::Hop) {
                    if (d.unit() && steps >= longest)
                        set->hops.insert(d);
                    else
                        refuse(QStringLiteral("%1: hoppers other than on whole lines").arg(p.name));
                } else if (lame) {
                    set->lame.insert(d);
                } else if (steps == 1) {
                    set->leaps.insert(d);
                } else if (d.unit() && steps >= longest) {
                    set->slides.insert(d);
                } else if (d.unit()) {
                    set->limited.insert(d, steps);
                } else if (steps >= longest) {
                    set->rides.insert(d);
                } else {
                    refuse(QStringLiteral("%1: riders of a limited range on leaps").arg(p.name));
                }
            }
        };
        for (const SimpleStep& s : table.simple)
            add({s.dx, s.dy}, s.maxSteps,
                (s.move ? uint32_t(betza::Move) : 0u) | (s.capture ? uint32_t(betza::Capture) : 0u),
                false);
        constexpr uint32_t known
            = betza::Move | betza::Capture | betza::EnPassant | betza::Hop | betza::Lame;
        for (const CompiledPath& path : table.paths) {
            const CompiledLeg& leg = path.legs[0];
            if (path.legCount != 1) {
                refuse(QStringLiteral("%1: multi-leg moves").arg(p.name));
                continue;
            }
            if (path.originRegion >= 0 || leg.region >= 0) {
                refuse(QStringLiteral("%1: moves bound to a region").arg(p.name));
                continue;
            }
            if (leg.modes & ~known || leg.minSteps > 1) {
                refuse(QStringLiteral("%1: moves with modifiers other than m, c, e, p and n, or "
                                      "of an exact range")
                        .arg(p.name));
                continue;
            }
            const Vec d{leg.dx, leg.dy};
            if (path.initial) {
                // A pawn's first steps: "Initial: step 2N" (lame leaps of several steps when
                // they may be taken en passant, as the importer reads them back).
                const int n = std::max(std::abs(d.dx), std::abs(d.dy));
                const Vec unit{d.dx / std::max(n, 1), d.dy / std::max(n, 1)};
                const bool line = unit.dx * n == d.dx && unit.dy * n == d.dy;
                if (!(leg.modes & betza::Capture) && line && leg.maxSteps == 1
                    && leg.lameCount == n - 1) {
                    initial << QStringLiteral("%1%2").arg(n).arg(compass(unit));
                    setsEp = setsEp || path.createsEnPassant;
                } else if (!(leg.modes & betza::Capture) && d.unit() && leg.lameCount == 0) {
                    initial << QStringLiteral("%1%2").arg(leg.maxSteps).arg(compass(d));
                    setsEp = setsEp || path.createsEnPassant;
                } else {
                    refuse(QStringLiteral("%1: initial moves other than steps").arg(p.name));
                }
                continue;
            }
            if (leg.modes & betza::EnPassant) {
                if (!d.unit() || leg.maxSteps != 1) {
                    refuse(
                        QStringLiteral("%1: en passant captures other than by a step").arg(p.name));
                    continue;
                }
                takesEp = true;
            }
            const bool lame = leg.lameCount > 0;
            if (lame && !(leg.maxSteps == 1 && leg.lameCount == 1 && lameSquareFits(d, leg))) {
                refuse(QStringLiteral("%1: lame leaps other than the knight's and the elephant's")
                        .arg(p.name));
                continue;
            }
            add(d, leg.maxSteps, leg.modes, lame);
        }
        line({});
        line(QStringLiteral("Piece: ") + QString(p.name).remove(u'#'));
        const QStringList moveLines = describe(moves, p.name);
        if (moveLines.isEmpty() && !initial.isEmpty())
            refuse(QStringLiteral("%1: only initial moves").arg(p.name));
        for (const QString& l : moveLines)
            line(QStringLiteral("Move: ") + l);
        if (!(captures == moves)) {
            const QStringList captureLines = describe(captures, p.name);
            if (captureLines.isEmpty())
                line(QStringLiteral("Capture: none"));
            for (const QString& l : captureLines)
                line(QStringLiteral("Capture: ") + l);
        }
        if (!initial.isEmpty())
            line(QStringLiteral("Initial: step ") + initial.join(u','));
        symbol(p);
        QStringList flags;
        if (p.royal)
            flags << QStringLiteral("royal");
        if (setsEp)
            flags << QStringLiteral("set_ep");
        if (takesEp)
            flags << QStringLiteral("take_ep");
        if (m_v.rules.hands.enabled && !m_v.rules.hands.dropChecks)
            flags << QStringLiteral("drop_no_check");
        if (m_v.rules.hands.enabled && (!m_v.rules.hands.dropMates || p.dropMateForbidden))
            flags << QStringLiteral("drop_no_mate");
        if (m_v.rules.hands.enabled && p.maxPerFile == 1)
            flags << QStringLiteral("drop_one_file");
        else if (m_v.rules.hands.enabled && p.maxPerFile > 1)
            refuse(QStringLiteral("%1: more than one on a file (nifu) but not any").arg(p.name));
        if (m_v.rules.hands.enabled && (p.dropStalemateForbidden || !p.dropAs.empty()))
            refuse(QStringLiteral("%1: drops that may not stalemate, or as another piece")
                    .arg(p.name));
        if (!flags.isEmpty())
            line(QStringLiteral("Flags: ") + flags.join(u','));
        promotion(p);
        limits(p);
        castling(t, p, table.castling);
    }

    // The lame square of a knight's leap is its orthogonal first step, an elephant's its
    // diagonal one (the compiled square is a mailbox offset from the leg's start).
    bool lameSquareFits(const Vec& d, const CompiledLeg& leg) const
    {
        const int ax = std::abs(d.dx), ay = std::abs(d.dy);
        Vec first;
        if (ax == 2 && ay == 2)
            first = {d.dx / 2, d.dy / 2};
        else if (ax == 2 && ay == 1)
            first = {d.dx / 2, 0};
        else if (ax == 1 && ay == 2)
            first = {0, d.dy / 2};
        else
            return false;
        return leg.lame[0] == m_v.geometry.delta(first.dx, first.dy);
    }

    // The lines of one move set: "slide (H,V)", "leap (2,1)", "step N,2NE" ...
    QStringList describe(const MoveSet& s, const QString& piece)
    {
        QStringList out;
        QStringList steps;
        // Leaps: whole orbits as "leap", the rest as steps (unit) or "aleap".
        QSet<Vec> rest = s.leaps;
        QStringList leaps, aleaps;
        for (int a = 1; a <= 15; ++a)
            for (int b = 0; b <= a; ++b) {
                const QSet<Vec> o = orbit(a, b);
                if (rest.contains(o)) {
                    leaps << QStringLiteral("(%1,%2)").arg(a).arg(b);
                    rest.subtract(o);
                }
            }
        QList<Vec> sorted(rest.begin(), rest.end());
        std::sort(sorted.begin(), sorted.end(), [](const Vec& x, const Vec& y) {
            return std::pair(x.dy, x.dx) > std::pair(y.dy, y.dx);
        });
        for (const Vec& d : sorted) {
            if (d.unit())
                steps << compass(d);
            else
                aleaps << QStringLiteral("(%1,%2)").arg(d.dx).arg(d.dy);
        }
        // Lame leaps: the knight's and the elephant's whole orbits.
        QStringList lame;
        QSet<Vec> lameRest = s.lame;
        if (lameRest.contains(orbit(2, 1))) {
            lame << QStringLiteral("leap ((1,0)+(1,1))&(1,2)");
            lameRest.subtract(orbit(2, 1));
        }
        if (lameRest.contains(orbit(2, 2))) {
            lame << QStringLiteral("leap ((1,1)+(1,1))&(2,2)");
            lameRest.subtract(orbit(2, 2));
        }
        if (!lameRest.isEmpty())
            refuse(QStringLiteral("%1: lame leaps in some directions only").arg(piece));
        if (!lame.isEmpty() && !leaps.isEmpty())
            refuse(QStringLiteral("%1: lame and plain leaps together").arg(piece));
        if (lame.size() > 1)
            refuse(QStringLiteral("%1: lame leaps of two kinds").arg(piece));
        // Slides: whole lines as H, V, D, A; a direction alone as a long step.
        const QStringList lines = pairs(s.slides, &steps, piece);
        for (auto it = s.limited.begin(); it != s.limited.end(); ++it)
            steps << QStringLiteral("%1%2").arg(it.value()).arg(compass(it.key()));
        const QStringList hops = pairs(s.hops, nullptr, piece);
        QStringList rides;
        QSet<Vec> rideRest = s.rides;
        for (int a = 1; a <= 15; ++a)
            for (int b = 0; b <= a; ++b)
                if (rideRest.contains(orbit(a, b))) {
                    rides << QStringLiteral("(%1,%2)").arg(a).arg(b);
                    rideRest.subtract(orbit(a, b));
                }
        if (!rideRest.isEmpty())
            refuse(QStringLiteral("%1: riders on leaps in some directions only").arg(piece));
        if (!lines.isEmpty())
            out << QStringLiteral("slide (%1)").arg(lines.join(u','));
        if (!hops.isEmpty())
            out << QStringLiteral("hop (%1)").arg(hops.join(u','));
        if (!leaps.isEmpty())
            out << QStringLiteral("leap ") + leaps.join(u'|');
        out << lame;
        if (!aleaps.isEmpty())
            out << QStringLiteral("aleap ") + aleaps.join(u'|');
        if (!rides.isEmpty())
            out << QStringLiteral("ride ") + rides.join(u'|');
        if (!steps.isEmpty())
            out << QStringLiteral("step ") + steps.join(u',');
        return out;
    }

    // The whole lines (H, V, D, A) of unit directions; a direction without its opposite goes
    // to `single` as a step of the board's length, or is refused.
    QStringList pairs(const QSet<Vec>& dirs, QStringList* single, const QString& piece)
    {
        static const std::array<std::pair<Vec, char16_t>, 4> lines{{
            {{1, 0}, u'H'},
            {{0, 1}, u'V'},
            {{1, 1}, u'D'},
            {{-1, 1}, u'A'},
        }};
        QStringList out;
        QSet<Vec> rest = dirs;
        for (const auto& [d, letter] : lines) {
            const Vec back{-d.dx, -d.dy};
            if (rest.contains(d) && rest.contains(back)) {
                out << QString(QChar(letter));
                rest.remove(d);
                rest.remove(back);
            }
        }
        const int longest = std::max(m_v.geometry.files(), m_v.geometry.ranks()) - 1;
        for (const Vec& d : std::as_const(rest)) {
            if (single) // a slide in one direction: a step as long as the board (a lance)
                *single << QStringLiteral("%1%2").arg(longest).arg(compass(d));
            else
                refuse(QStringLiteral("%1: hops in one direction of a line only").arg(piece));
        }
        return out;
    }

    void symbol(const PieceDefinition& p)
    {
        const QString l = p.letter;
        const bool plain = l.size() == 1 && l[0].isLetter();
        const bool promoted = l.size() == 2 && l[0] == u'+' && l[1].isLetter();
        if (!plain && !promoted) {
            refuse(QStringLiteral("%1: the letter '%2'").arg(p.name, l));
            return;
        }
        if (p.promotedMarker)
            refuse(QStringLiteral("%1: promoted pieces marked '~'").arg(p.name));
        line(QStringLiteral("Symbol: \"%1\", \"%1,%2\"").arg(l, l.toLower()));
    }

    void promotion(const PieceDefinition& p)
    {
        if (p.promotionZone < 0)
            return;
        if (!p.secondPromotions.empty() && p.secondPromotions != p.promotions)
            refuse(QStringLiteral("%1: promotions that differ by side").arg(p.name));
        if (p.promotionAlsoIn >= 0)
            refuse(QStringLiteral("%1: a second promotion zone").arg(p.name));
        const Region& zoneRegion = m_v.regions[size_t(p.promotionZone)];
        if (p.promotionTrigger == PromotionTrigger::EndsInZone) {
            if (p.promotionMandatory)
                ; // nothing to check
            // Sjaak II also promotes a move that starts in the zone: the same when the piece
            // must promote on entering it (none stands there unpromoted), or when the zone is
            // the last rank.
            else
                for (Square sq : m_v.geometry.squares())
                    if ((zoneRegion.contains(First, sq)
                            && m_v.geometry.rankOf(sq) != m_v.geometry.ranks() - 1)
                        || (zoneRegion.contains(Second, sq) && m_v.geometry.rankOf(sq) != 0))
                        refuse(
                            QStringLiteral("%1: promotion on entering a zone deeper than the last "
                                           "rank")
                                .arg(p.name));
        } else if (p.promotionTrigger != PromotionTrigger::StartsOrEndsInZone) {
            refuse(QStringLiteral("%1: promotion only on entering its zone").arg(p.name));
        }
        QString choices;
        for (PieceType to : p.promotions) {
            const QString l = m_v.pieces[size_t(to)].letter;
            if (l == u'+' + p.letter)
                choices += u'+';
            else if (l.size() == 1)
                choices += l;
            else
                refuse(QStringLiteral("%1: a promotion to '%2'").arg(p.name, l));
        }
        const auto [w, b] = zone(p.promotionZone);
        line(QStringLiteral("Promotion: %1, %2, \"%3\"").arg(w, b, choices));
        if (p.promotionMandatory)
            line(QStringLiteral("Optional promotion: empty, empty"));
    }

    void limits(const PieceDefinition& p)
    {
        if (p.maxCount > 0 && !p.royal)
            line(QStringLiteral("Max: %1").arg(p.maxCount));
        if (p.regionLimit >= 0) {
            const auto [w, b] = zone(p.regionLimit);
            line(QStringLiteral("Prison: %1, %2").arg(w, b));
        }
        if (m_v.rules.hands.enabled && p.dropRegion >= 0) {
            const auto [w, b] = zone(p.dropRegion);
            line(QStringLiteral("Drop zone: %1, %2").arg(w, b));
        }
        if (m_v.rules.hands.enabled && !p.droppable)
            refuse(QStringLiteral("%1: a piece that may not be dropped").arg(p.name));
        if (!p.regionMoves.empty())
            refuse(QStringLiteral("%1: moves only in a region").arg(p.name));
        if (p.hasExclusions())
            refuse(QStringLiteral("%1: pieces it may not capture or hop over").arg(p.name));
        if (p.initialRegion >= 0 || p.enPassantRegion >= 0)
            refuse(QStringLiteral("%1: initial moves bound to a region").arg(p.name));
        if (p.demotesTo != NoPieceType && p.letter != u'+' + m_v.pieces[size_t(p.demotesTo)].letter)
            refuse(QStringLiteral("%1: a demotion other than to the piece it promoted from")
                    .arg(p.name));
    }

    // "Castle: white e1-g1 with h1": the royal's start square, where it goes, its partner.
    void castling(PieceType t, const PieceDefinition& p, const CastlingRule& rule)
    {
        if (!rule.left && !rule.right)
            return;
        if (!m_start)
            return;
        const BoardGeometry& g = m_v.geometry;
        for (Side s : {First, Second}) {
            std::optional<Square> king;
            for (Square sq : g.squares())
                if (m_start->at(sq) == makePiece(t, s))
                    king = sq;
            if (!king)
                continue;
            const int rank = g.rankOf(*king), file = g.fileOf(*king);
            for (const bool right : {false, true}) {
                if (!(right ? rule.right : rule.left))
                    continue;
                std::optional<int> partner;
                for (int f = 0; f < g.files(); ++f) {
                    const Piece q = m_start->at(g.square(f, rank));
                    if (!isPiece(q) || sideOf(q) != s
                        || std::find(m_v.rules.castling.partners.begin(),
                               m_v.rules.castling.partners.end(), typeOf(q))
                            == m_v.rules.castling.partners.end())
                        continue;
                    if (right ? (f > file && (!partner || f > *partner))
                              : (f < file && (!partner || f < *partner)))
                        partner = f;
                }
                if (!partner)
                    continue;
                const int fixed = m_v.rules.castling.kingFiles[right ? 1 : 0];
                const int to = fixed >= 0 ? fixed : file + (right ? rule.steps : -rule.steps);
                line(QStringLiteral("Castle: %1 %2-%3 with %4")
                        .arg(s == First ? QStringLiteral("white") : QStringLiteral("black"),
                            DraftPreset::squareName(file, rank), DraftPreset::squareName(to, rank),
                            DraftPreset::squareName(*partner, rank)));
            }
        }
        Q_UNUSED(p);
    }

    const VariantDefinition& m_v;
    VariantPtr m_ptr;
    QString m_name;
    std::optional<Position> m_start;
    QStringList m_lines, m_zones, m_reasons;
    QSet<int> m_zoneDone;
};

} // namespace

SjaakExport exportSjaak(const VariantPtr& v, const QString& name)
{
    if (!v)
        return {{}, {QStringLiteral("no variant")}};
    return Writer(v, name).run();
}

} // namespace fb::io
