// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI family: UCI (chess and Fairy-Stockfish's variants), USI (shogi) and UCCI (xiangqi).
// They differ in a few words (the greeting, the new game, the position's format, the clocks),
// listed per protocol in uciengine.cpp.
#pragma once

#include "engineplayer.h"

#include <QHash>

namespace fb::engines {

/// Reads a UCI/USI/UCCI "info" line ("info depth 12 score cp 31 nodes ... pv e2e4 e7e5"), or
/// nullopt when the line is no such info (a string, a current move ...).
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
    /// Sets an option ("setoption name NAME value VALUE") now and before every game.
    void setOption(const QString& name, const QString& value) override;

protected:
    void handshake() override;
    void handleLine(const QString& line) override;

private:
    /// The engine's name for `v`, empty when it has none.
    QString variantName(const VariantDefinition& v) const;
    void readOption(const QString& line);
    void sendGo();

    QStringList m_variants; ///< UCI_Variant's values
    QString m_variantOption; ///< "UCI_Variant" (or "USI_Variant") when the engine has it
    std::optional<Side> m_side; ///< the side it played in this game, once it was asked
    QList<std::pair<QString, QString>> m_options; ///< set by setOption()
    QString m_startCommand; ///< "position startpos" or "position fen ..."
};

} // namespace fb::engines
