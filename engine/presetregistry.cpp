// SPDX-License-Identifier: GPL-3.0-or-later
// PresetRegistry: bundled and user presets, resolved through their parents and compiled once.
#include "presetloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSet>

namespace fb {

void PresetRegistry::addBundled()
{
    addDirectory(QStringLiteral(":/presets"));
}

void PresetRegistry::addDirectory(const QString& path)
{
    const QDir dir(path);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        addFile(dir.filePath(name));
}

QString PresetRegistry::addFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        m_diagnostics.append({path, QStringLiteral("(file)"), f.errorString()});
        return {};
    }
    // Read no more than the limit allows: a device such as /dev/zero has no end.
    const QByteArray bytes = f.read(PresetLimits::MaxFileBytes + 1);
    if (bytes.size() > PresetLimits::MaxFileBytes) {
        m_diagnostics.append({path, QStringLiteral("(file)"),
            QStringLiteral("larger than %1 KiB; a preset file may have at most %1 KiB")
                .arg(PresetLimits::MaxFileBytes / 1024)});
        return {};
    }
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &perr);
    if (perr.error != QJsonParseError::NoError || !doc.isObject()) {
        m_diagnostics.append({path, QStringLiteral("(json)"),
            perr.error != QJsonParseError::NoError
                ? QStringLiteral("%1 at offset %2").arg(perr.errorString()).arg(perr.offset)
                : QStringLiteral("the file is not a JSON object")});
        return {};
    }
    const QJsonObject o = doc.object();
    const QString id = o.value(QStringLiteral("id")).toString();
    if (id.isEmpty()) {
        m_diagnostics.append({path, QStringLiteral("id"), QStringLiteral("missing")});
        return {};
    }
    m_raw.insert(id, o);
    m_files.insert(id, path);
    m_cache.clear();
    m_records.clear();
    return id;
}

QStringList PresetRegistry::ids() const
{
    QStringList out;
    for (auto it = m_raw.begin(); it != m_raw.end(); ++it)
        if (!it->value(QStringLiteral("abstract")).toBool())
            out << it.key();
    return out;
}

QJsonObject PresetRegistry::resolved(const QString& id, QList<PresetDiagnostic>* diagnostics) const
{
    QJsonObject o = m_raw.value(id);
    QStringList chain{id};
    QString parent = o.value(QStringLiteral("inherits")).toString();
    QList<QJsonObject> stack{o};
    while (!parent.isEmpty()) {
        if (chain.contains(parent) || !m_raw.contains(parent)) {
            if (diagnostics)
                diagnostics->append({m_files.value(chain.back()), QStringLiteral("inherits"),
                    chain.contains(parent)
                        ? QStringLiteral("inheritance loop through '%1'").arg(parent)
                        : QStringLiteral("no preset with id '%1'").arg(parent)});
            return {};
        }
        chain << parent;
        stack.prepend(m_raw.value(parent));
        parent = m_raw.value(parent).value(QStringLiteral("inherits")).toString();
    }
    QJsonObject merged;
    for (const QJsonObject& s : stack)
        merged = mergePreset(merged, s);
    merged[QStringLiteral("id")] = id;
    merged[QStringLiteral("inherits")] = o.value(QStringLiteral("inherits"));
    if (!o.contains(QStringLiteral("inherits")))
        merged.remove(QStringLiteral("inherits"));
    return merged;
}

VariantPtr PresetRegistry::variant(
    const QString& id, const QString& profile, QList<PresetDiagnostic>* diagnostics) const
{
    const QString key = id + u'\n' + profile;
    if (auto it = m_cache.find(key); it != m_cache.end())
        return *it;
    QList<PresetDiagnostic> local;
    if (!m_raw.contains(id)) {
        local.append({QStringLiteral("(registry)"), QStringLiteral("id"),
            QStringLiteral("no preset '%1'").arg(id)});
        if (diagnostics)
            *diagnostics += local;
        return nullptr;
    }
    const QJsonObject merged = resolved(id, &local);
    VariantPtr v
        = merged.isEmpty() ? nullptr : compilePreset(merged, m_files.value(id), local, profile);
    if (diagnostics)
        *diagnostics += local;
    if (v)
        m_cache.insert(key, v);
    return v;
}

PresetRecords PresetRegistry::recordsOf(const QString& id) const
{
    if (const auto it = m_records.constFind(id); it != m_records.constEnd())
        return *it;
    PresetRecords r;
    if (m_raw.contains(id)) {
        const QJsonObject preset = resolved(id);
        r.records = presetRecords(preset);
        const QJsonObject board = preset.value(QStringLiteral("board")).toObject();
        r.files = board.value(QStringLiteral("files")).toInt(8);
        r.ranks = board.value(QStringLiteral("ranks")).toInt(8);
        // The parents up to the first one missing or seen before (resolved() reports those).
        QStringList chain{id};
        for (QString p = m_raw.value(id).value(QStringLiteral("inherits")).toString();
            m_raw.contains(p) && !chain.contains(p);
            p = m_raw.value(p).value(QStringLiteral("inherits")).toString())
            chain << p;
        r.ancestors = int(chain.size()) - 1;
    }
    return *m_records.insert(id, r);
}

QStringList PresetRegistry::profiles(const QString& id) const
{
    return resolved(id).value(QStringLiteral("profiles")).toObject().keys();
}

namespace {

QString presetText(const QString& english)
{
    if (english.isEmpty())
        return english;
    const QByteArray source = english.toUtf8();
    return QCoreApplication::translate("Preset", source.constData());
}

RuleProfile ruleWords(const QString& id, const QJsonObject& o)
{
    RuleProfile p;
    p.id = id;
    p.name = presetText(o.value(QStringLiteral("name")).toString());
    if (p.name.isEmpty())
        //: The rules of a preset without any rule profile applied, when the preset names them
        //: no other way
        p.name = id.isEmpty() ? QCoreApplication::translate("RuleProfile", "Default rules") : id;
    p.description = presetText(o.value(QStringLiteral("description")).toString());
    return p;
}

} // namespace

QList<RuleProfile> PresetRegistry::ruleProfiles(const QString& id) const
{
    QList<RuleProfile> out;
    if (!contains(id))
        return out;
    const QJsonObject preset = resolved(id);
    out.append(ruleWords({}, preset.value(QStringLiteral("defaultRules")).toObject()));
    const QJsonObject profiles = preset.value(QStringLiteral("profiles")).toObject();
    for (auto it = profiles.begin(); it != profiles.end(); ++it)
        out.append(ruleWords(it.key(), it->toObject()));
    return out;
}

QString PresetRegistry::profileName(const QString& id, const QString& profile) const
{
    for (const RuleProfile& p : ruleProfiles(id))
        if (p.id == profile)
            return p.name;
    return profile;
}

QList<PresetDiagnostic> PresetRegistry::check(const QString& path) const
{
    PresetRegistry copy = *this;
    const int before = int(copy.m_diagnostics.size());
    const QString id = copy.addFile(path);
    QList<PresetDiagnostic> out = copy.m_diagnostics.mid(before);
    if (id.isEmpty())
        return out;
    // Each compiled and let go at once: cached, the profiles of one preset could hold many
    // variants of the largest size at a time.
    QList<PresetDiagnostic> diags;
    const QJsonObject merged = copy.resolved(id, &diags);
    if (!merged.isEmpty()) {
        compilePreset(merged, path, diags);
        const QStringList profiles = merged.value(QStringLiteral("profiles")).toObject().keys();
        if (profiles.size() <= PresetLimits::MaxRuleProfiles) // more are refused, not tried
            for (const QString& profile : profiles)
                compilePreset(merged, path, diags, profile);
    }
    // Report every problem with the checked file's name, once (a problem of the preset itself
    // shows in every profile too).
    QSet<QString> seen;
    for (PresetDiagnostic& d : diags) {
        d.file = path;
        if (!seen.contains(d.toString())) {
            seen.insert(d.toString());
            out.append(d);
        }
    }
    return out;
}

} // namespace fb
