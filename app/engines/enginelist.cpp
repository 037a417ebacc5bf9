// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginelist.h"

#include "variant.h"

#include <QStandardPaths>
#include <QVariantMap>
#include <algorithm>

namespace fb::engines {

EngineSpec EngineEntry::spec() const
{
    EngineSpec s;
    s.protocol = protocolFromId(protocol);
    s.program = program;
    s.arguments = arguments;
    return s;
}

QString EngineEntry::commandLine() const
{
    QStringList words;
    for (const QString& w : QStringList{program} + arguments) {
        if (w.isEmpty() || w.contains(u' ') || w.contains(u'"') || w.contains(u'\'')) {
            QString quoted = w;
            quoted.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\""));
            words << u'"' + quoted + u'"';
        } else {
            words << w;
        }
    }
    return words.join(u' ');
}

bool EngineEntry::mayPlay(const VariantDefinition& v) const
{
    if (variants.isEmpty())
        return true;
    const QStringList names = variantNameCandidates(v);
    return std::any_of(
        names.begin(), names.end(), [this](const QString& n) { return variants.contains(n); });
}

QList<std::pair<QString, Protocol>> EngineList::knownEngines()
{
    return {
        {QStringLiteral("fairy-stockfish"), Protocol::Uci},
        {QStringLiteral("stockfish"), Protocol::Uci},
        {QStringLiteral("hachu"), Protocol::XBoard},
        {QStringLiteral("fairymax"), Protocol::XBoard},
        {QStringLiteral("shamax"), Protocol::XBoard},
        {QStringLiteral("maxqi"), Protocol::XBoard},
        {QStringLiteral("sjaakii"), Protocol::XBoard},
        {QStringLiteral("gnushogi"), Protocol::XBoard},
    };
}

QList<EngineEntry> EngineList::findInstalled(const QStringList& directories)
{
    QList<EngineEntry> out;
    for (const auto& [program, protocol] : knownEngines()) {
        QString path;
        if (directories.isEmpty()) {
            path = QStandardPaths::findExecutable(program);
            if (path.isEmpty())
                path = QStandardPaths::findExecutable(program, {QStringLiteral("/usr/games")});
        } else {
            path = QStandardPaths::findExecutable(program, directories);
        }
        if (!path.isEmpty())
            out.append({program, path, {}, protocolId(protocol), {}});
    }
    return out;
}

const EngineEntry* EngineList::find(const QString& name) const
{
    for (const EngineEntry& e : m_entries)
        if (e.name == name)
            return &e;
    return nullptr;
}

int EngineList::indexOf(const EngineEntry& e) const
{
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].program == e.program && m_entries[i].arguments == e.arguments)
            return i;
    return -1;
}

int EngineList::add(const EngineEntry& e)
{
    const int i = indexOf(e);
    if (i >= 0) {
        m_entries[i] = e;
        return i;
    }
    m_entries.append(e);
    return int(m_entries.size()) - 1;
}

void EngineList::replace(int i, const EngineEntry& e)
{
    if (i >= 0 && i < m_entries.size())
        m_entries[i] = e;
}

void EngineList::remove(int i)
{
    if (i >= 0 && i < m_entries.size())
        m_entries.removeAt(i);
}

int EngineList::addInstalled(const QStringList& directories)
{
    int added = 0;
    for (const EngineEntry& e : findInstalled(directories))
        if (indexOf(e) < 0) {
            m_entries.append(e);
            ++added;
        }
    return added;
}

QVariantList EngineList::toVariant() const
{
    QVariantList out;
    for (const EngineEntry& e : m_entries) {
        QVariantList options;
        for (const EngineOption& o : e.options)
            options << o.toVariant();
        QVariantMap values;
        for (auto it = e.optionValues.begin(); it != e.optionValues.end(); ++it)
            values.insert(it.key(), it.value());
        out << QVariantMap{{QStringLiteral("name"), e.name}, {QStringLiteral("program"), e.program},
            {QStringLiteral("arguments"), e.arguments}, {QStringLiteral("protocol"), e.protocol},
            {QStringLiteral("variants"), e.variants}, {QStringLiteral("options"), options},
            {QStringLiteral("optionValues"), values}};
    }
    return out;
}

EngineList EngineList::fromVariant(const QVariantList& list)
{
    EngineList out;
    for (const QVariant& item : list) {
        const QVariantMap m = item.toMap();
        EngineEntry e{m.value(QStringLiteral("name")).toString(),
            m.value(QStringLiteral("program")).toString(),
            m.value(QStringLiteral("arguments")).toStringList(),
            m.value(QStringLiteral("protocol")).toString(),
            m.value(QStringLiteral("variants")).toStringList()};
        if (e.program.isEmpty())
            continue;
        for (const QVariant& o : m.value(QStringLiteral("options")).toList())
            if (std::optional<EngineOption> option = EngineOption::fromVariant(o.toMap()))
                e.options << *option;
        const QVariantMap values = m.value(QStringLiteral("optionValues")).toMap();
        for (auto it = values.begin(); it != values.end(); ++it)
            e.optionValues.insert(it.key(), it.value().toString());
        if (!protocolFromId(e.protocol))
            e.protocol.clear();
        if (e.name.isEmpty())
            e.name = e.spec().displayName();
        out.add(e);
    }
    return out;
}

} // namespace fb::engines
