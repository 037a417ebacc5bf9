// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI family: UCI (chess and Fairy-Stockfish's variants), USI (shogi) and UCCI (xiangqi).
// They differ in a few words (the greeting, the new game, the position's format, the clocks),
// listed per protocol in uciengine.cpp.
#pragma once

#include "customvariant.h"
#include "engineplayer.h"

#include <QHash>
#include <QTemporaryFile>
#include <memory>

namespace fb::engines {

/// Reads a UCI/USI/UCCI "info" line ("info depth 12 score cp 31 nodes ... pv e2e4 e7e5"; UCCI's
/// score is a bare number, "score 31"), or nullopt when the line is no such info (a string, a
/// current move ...).
std::optional<SearchInfo> parseUciInfo(const QString& line);

class UciEngine : public EnginePlayer
{
    Q_OBJECT
public:
    /// `protocol`: Uci, Usi or Ucci.
    UciEngine(EngineSpec spec, Protocol protocol, QObject* parent = nullptr);

    QString cannotPlay(const VariantDefinition& v) const override;
    void newGame(const Position& start) override;
    void go(const Position& current, const Clocks& clocks) override;
    void gameOver(const QString& result, const QString& reason) override;

    /// The variants the engine lists in its UCI_Variant option (empty: it has none).
    QStringList variants() const { return m_variants; }
    /// A variants.ini section (customvariant.h) the engine is to play the game's variant by, in
    /// place of a variant it knows by name. newGame() writes it to a temporary file, sets
    /// VariantPath to it, then UCI_Variant to its name. Before the first game from a start
    /// position the engine is checked: its "go perft N" from the start must equal our count
    /// (N = RulesCheckDepth, less where that counts over MaxRulesCheckNodes) and a "go depth 1"
    /// there must answer a legal move. Otherwise, or when the engine stops meanwhile, it fails
    /// saying so: it never plays on with rules other than ours. A go() waits for the check.
    void setVariantSection(const VariantSection& section) override;
    /// The perft depth of the check of a variants.ini section (customvariant.h).
    static constexpr int RulesCheckDepth = fb::engines::RulesCheckDepth;
    /// Sets an option ("setoption name NAME value VALUE") now and before every game.
    void setOption(const QString& name, const QString& value) override;

    /// The engine's MultiPV option's maximum (at most MaxAnalysisLines), 1 without it.
    int maxAnalysisLines() const override;
    /// "position ... moves ..." from `current`'s own moves, MultiPV when it changed, then
    /// "go infinite". An analysis under way is stopped first: its answers (the info lines and
    /// the bestmove to "stop") are skipped until that bestmove came.
    void analyse(const Position& current, int lines) override;
    /// "stop"; the engine must answer with its bestmove within SyncTimeoutMs.
    void stopAnalysis() override;
    /// The most lines analyse() asks for.
    static constexpr int MaxAnalysisLines = 5;

protected:
    void handshake() override;
    void handleLine(const QString& line) override;
    /// During the check of a variants.ini section: what was being checked.
    QString failureContext() const override;

private:
    /// The engine's name for `v`, empty when it has none.
    QString variantName(const VariantDefinition& v) const;
    void readOption(const QString& line);
    /// Writes the section to a temporary file and sets VariantPath to it; false when it
    /// failed (the engine failed).
    bool loadSection();
    /// Sends the check's "go perft N" from `start` (the position command was set).
    void startRulesCheck(const Position& start);
    /// A line of the engine during the check: true when the check took it.
    bool handleCheckLine(const QString& line);
    void sendGo();
    /// "position startpos|fen|sfen ... [moves ...]" for `current` from its own start.
    QString positionCommand(const Position& current) const;

    QStringList m_variants; ///< UCI_Variant's values
    QString m_variantOption; ///< "UCI_Variant" (or "USI_Variant") when the engine has it
    std::optional<Side> m_side; ///< the side it played in this game, once it was asked
    QList<std::pair<QString, QString>> m_options; ///< set by setOption()
    QString m_startCommand; ///< "position startpos" or "position fen ..."
    int m_maxMultiPv = 1; ///< the MultiPV option's maximum (1: no such option)
    int m_multiPv = 1; ///< the MultiPV value the engine has now
    bool m_hasChess960 = false; ///< it has UCI_Chess960
    bool m_hasAnalyseMode = false; ///< it has UCI_AnalyseMode
    bool m_chess960 = false; ///< UCI_Chess960 was set to true
    int m_stopsPending = 0; ///< "stop"s whose bestmove has not come yet
    /// The steps of the check of a variants.ini section (setVariantSection).
    enum class RulesCheck : uint8_t
    {
        None,
        Perft, ///< "go perft N" was sent
        Search, ///< "go depth 1" was sent
    };
    VariantSection m_section; ///< setVariantSection()'s section
    std::unique_ptr<QTemporaryFile> m_sectionFile; ///< the section, once written
    RulesCheck m_check = RulesCheck::None;
    std::optional<Position> m_checkStart; ///< the position the check runs on
    int m_checkDepth = 0; ///< its perft depth
    quint64 m_checkExpected = 0; ///< our count at that depth
    QString m_checkedStart; ///< the FEN of the start whose check passed
};

} // namespace fb::engines
