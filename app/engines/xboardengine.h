// SPDX-License-Identifier: GPL-3.0-or-later
// XBoard / CECP version 2: features, variant, setboard, usermove, ping, force and go, st and
// level with time/otim, the engine's setup and piece definitions.
#pragma once

#include "engineplayer.h"

#include <QElapsedTimer>
#include <QHash>
#include <QTemporaryFile>
#include <memory>

namespace fb::engines {

/// Reads the pairs of a "feature" line ("feature ping=1 myname=\"HaChu 0.21\" done=1", the
/// word "feature" included) in order; a value loses its quotes.
QList<std::pair<QString, QString>> parseXBoardFeatures(const QString& line);

/// Reads XBoard thinking output ("12 31 105 48213 e2e4 e7e5": depth, score in centipawns,
/// time in centiseconds, nodes, the line, whose move numbers such as "1." or "3..." are left
/// out; extra fields before a tab, "seldepth nps tbhits\t", give the speed), or nullopt for
/// another line.
std::optional<SearchInfo> parseXBoardThinking(const QString& line);

/// The squares marked on the board of an XBoard "highlight" command ("8/8/8/8/4Y3/4Y3/8/8":
/// ranks from the top, digits counting unmarked squares, a colour letter for each marked one)
/// on a board of `files` x `ranks` squares, as (file, rank) pairs from a1 = (0, 0); nullopt
/// when the board does not have that shape.
std::optional<QList<std::pair<int, int>>> parseXBoardHighlight(
    const QString& board, int files, int ranks);

class XBoardEngine : public EnginePlayer
{
    Q_OBJECT
public:
    XBoardEngine(EngineSpec spec, QObject* parent = nullptr);

    QString cannotPlay(const VariantDefinition& v) const override;
    void newGame(const Position& start) override;
    void go(const Position& current, const Clocks& clocks) override;
    void gameOver(const QString& result, const QString& reason) override;
    /// "exit" from an analysis under way, then the game anew ("new", the variant, "force",
    /// "setboard" of its start when that is not the variant's, its moves), "post", "analyze".
    /// One line: XBoard has no MultiPV. Thinking output still on its way from the analysis
    /// before is skipped (up to the answer to a "ping", for engines with the ping feature).
    void analyse(const Position& current, int lines) override;
    /// "exit" (analysis mode ends).
    void stopAnalysis() override;
    /// Sends "option NAME=VALUE" (a button: "option NAME") for an option the engine declared.
    void setOption(const QString& name, const QString& value) override;
    /// Sends "draw"; the engine accepts by answering "offer draw".
    void offerDraw() override;
    /// A Sjaak II variant (customvariant.h: sjaakSection) the engine is to play the game's
    /// variant by. No engine packaged takes XBoard's setup or piece commands from a GUI (Sjaak
    /// II, Fairy-Max, HaChu and Fairy-Stockfish answer them with an error), so the definition
    /// goes by Sjaak II's "load FILE" command: newGame() writes it to a temporary file, sends
    /// "load", then "variant NAME". Before the first game from a start position the engine is
    /// checked: it must answer "Loaded 'NAME'", and its "perft N" from the start must equal our
    /// count (N = RulesCheckDepth, less where that counts over MaxRulesCheckNodes), all before
    /// the answer to a "ping". Otherwise (an "Error" line meanwhile, no ping feature, the
    /// engine stops) it fails saying so: it never plays by rules other than ours.
    void setVariantSection(const VariantSection& section) override;

    /// Probing: the handshake fails unless the engine sends features (a silent program is
    /// no XBoard engine); otherwise a silent one is taken for a protocol 1 engine.
    void setRequireFeatures(bool require) { m_requireFeatures = require; }
    /// The features the engine sent, by name (the last value of each).
    const QHash<QString, QString>& features() const { return m_features; }
    /// The variants of its "variants" feature ("normal" when it sent none).
    QStringList variants() const;
    /// What it sent to define variants and pieces ("setup ..." and "piece ..." lines, without
    /// the command word), in order.
    QStringList engineSetups() const { return m_setups; }
    QStringList enginePieces() const { return m_pieces; }

    /// Asks, between games, for the definition of the variant `name` the engine plays: "new",
    /// "variant NAME", "force", "ping". At the answer to the ping, definitionReceived() with
    /// the "setup" and "piece" lines it sent meanwhile. Fails without the ping feature (the end
    /// of its answer could not be told).
    void requestDefinition(const QString& name);
    /// Asks, after requestDefinition() and between games, where the pieces on `squares` (in
    /// the protocol's names) may go in the position `fen`: "setboard FEN", then "lift SQUARE"
    /// for each (and "put" back), then "ping". At the answer to the ping, highlightsReceived()
    /// with the boards of the "highlight" lines, one per square in order. Fails without the
    /// highlight, setboard or ping feature.
    void requestHighlights(const QString& fen, const QStringList& squares);

Q_SIGNALS:
    /// requestDefinition()'s answer: the "setup" and "piece" lines, without the command word.
    void definitionReceived(const QStringList& setups, const QStringList& pieces);
    /// requestHighlights()'s answer: the board of each "highlight" line received, in order.
    void highlightsReceived(const QStringList& boards);

protected:
    void handshake() override;
    void handleLine(const QString& line) override;
    /// During the check of a section: what was being checked.
    QString failureContext() const override;
    /// With a time per move below whole seconds the engine is given the clock of a 40-move
    /// session, from which each move's time comes off (see sendTime): the clock it is given.
    int moveBudgetMs(const Position& current, const Clocks& clocks) const override;

private:
    QString variantName(const VariantDefinition& v) const;
    bool feature(const char* name) const
    {
        return m_features.value(QString::fromLatin1(name)) == u"1";
    }
    void readFeatures(const QString& line);
    void sync();
    void sendMoves();
    void sendTime(const Position& current, const Clocks& clocks);
    void engineRefused(const QString& line);
    /// Writes the section to a temporary file and sends "load"; false when it failed (the
    /// engine failed).
    bool loadSection();
    /// A line of the engine while the section is checked: true when the check took it.
    bool handleCheckLine(const QString& line);
    /// At the answer to the check's ping: true when the check passed, else the engine failed.
    bool finishRulesCheck();
    /// At the answer to the ping of a request: its signal.
    void finishRequest();
    /// Whether the engine has the features `names` (each "1"); else it fails saying which is
    /// missing for `what`.
    bool requireFeatures(const QStringList& names, const QString& what);

    /// What the ping being waited for answers.
    enum class Request : uint8_t
    {
        None,
        Definition,
        Highlights,
    };
    Request m_request = Request::None;
    QStringList m_highlights; ///< the boards of the highlight lines since requestHighlights()

    QHash<QString, QString> m_features;
    QStringList m_setups, m_pieces;
    bool m_requireFeatures = false;
    bool m_sawFeature = false;
    bool m_featuresDone = false;
    int m_known = 0; ///< how many moves of m_moves the engine knows
    QString m_partialMove; ///< the legs of a multi-leg move received so far ("f5f6,")
    bool m_forced = true; ///< in force mode (it plays no side)
    bool m_levelSent = false; ///< the game's time control was sent
    int m_pingId = 0;
    int m_skipThinkingUntil = 0; ///< thinking output is skipped until the pong of this ping
    bool m_sessionClock = false; ///< a time per move below a second runs a session's clock
    int m_sessionLeftMs = 0; ///< what the session's clock shows
    QElapsedTimer m_thinking; ///< since "go"
    VariantSection m_section; ///< setVariantSection()'s section
    std::unique_ptr<QTemporaryFile> m_sectionFile; ///< the section, once written
    bool m_checking = false; ///< the section's check runs (until the answer to its ping)
    bool m_sectionLoaded = false; ///< the engine answered "Loaded 'NAME'"
    std::optional<Position> m_checkStart; ///< the position the check runs on
    int m_checkDepth = 0; ///< its perft depth
    quint64 m_checkExpected = 0; ///< our count at that depth
    std::optional<quint64> m_checkCounted; ///< the engine's count at that depth
    QString m_checkedStart; ///< the FEN of the start whose check passed
};

} // namespace fb::engines
