// SPDX-License-Identifier: GPL-3.0-or-later
// The engines the user can play against: the known engines found on the system and the ones
// added by hand, with what probing learnt of each (protocol, name, variants). No widgets: the
// GUI's Engines dialog edits it, AppSettings stores it.
#pragma once

#include "engineoption.h"
#include "engineprotocol.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace fb::engines {

/// One engine of the list.
struct EngineEntry
{
    QString name; ///< the engine's own name once probed ("Fairy-Stockfish 14"), else the program's
    QString program; ///< the executable: a path, or a name looked up on the PATH
    QStringList arguments;
    QString protocol; ///< protocolId(), empty = not known yet (found by probing)
    /// The variants it said it plays (UCI_Variant, XBoard's "variants"; a protocol without
    /// such a list plays its default: chess, shogi, xiangqi). Empty = not probed yet.
    QStringList variants;
    /// The options it declared when it was probed (the ones a game sets itself, its variant,
    /// left out).
    QList<EngineOption> options{};
    /// The values the user gave options (by name), sent when the engine starts for a game.
    QMap<QString, QString> optionValues{};

    /// The engine as EngineLauncher starts it (probing when the protocol is not known).
    EngineSpec spec() const;
    /// The command line as one text ("fairymax -l"), quoted where a word has spaces.
    QString commandLine() const;
    /// Probed: the protocol and variants are known.
    bool probed() const { return !protocol.isEmpty() && !variants.isEmpty(); }
    /// Whether it can play `v` by what probing learnt: one of the variant's names is among its
    /// variants. An engine not probed yet may (the game checks again when it starts).
    bool mayPlay(const VariantDefinition& v) const;
    bool operator==(const EngineEntry&) const = default;
};

/// The list, in the order shown. Engines are told apart by their command line.
class EngineList
{
public:
    /// The engine programs looked for on the PATH and in /usr/games, with their protocol.
    static QList<std::pair<QString, Protocol>> knownEngines();
    /// The known engines installed in `directories` (empty: the PATH, then /usr/games), by
    /// absolute path, in the order of knownEngines(); their variants are not probed.
    static QList<EngineEntry> findInstalled(const QStringList& directories = {});

    const QList<EngineEntry>& entries() const { return m_entries; }
    bool isEmpty() const { return m_entries.isEmpty(); }
    /// The entry named `name` (the first, as names may repeat), or nullptr.
    const EngineEntry* find(const QString& name) const;
    /// The index of the entry with the same command line as `e`, or -1.
    int indexOf(const EngineEntry& e) const;
    /// Adds `e`, or replaces the entry with the same command line; returns its index.
    int add(const EngineEntry& e);
    /// Replaces entry `i` (its command line may change).
    void replace(int i, const EngineEntry& e);
    void remove(int i);
    /// Adds the installed known engines that are not in the list yet; returns how many.
    int addInstalled(const QStringList& directories = {});

    /// The list as settings store it (a list of maps) and back; entries without a program
    /// are dropped when read.
    QVariantList toVariant() const;
    static EngineList fromVariant(const QVariantList& list);
    bool operator==(const EngineList&) const = default;

private:
    QList<EngineEntry> m_entries;
};

} // namespace fb::engines
