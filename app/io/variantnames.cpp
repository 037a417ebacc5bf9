// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantnames.h"

#include "presetloader.h"

#include <QHash>
#include <QRegularExpression>

namespace fb::io {

namespace {

// Lower case without spaces, '-' and '_': "Chu Shogi" and "chu-shogi" become "chushogi".
QString normalized(const QString& name)
{
    QString out;
    out.reserve(name.size());
    for (QChar c : name)
        if (c != u' ' && c != u'-' && c != u'_')
            out += c.toLower();
    return out;
}

const QHash<QString, QString>& aliases()
{
    static const QHash<QString, QString> table = [] {
        QHash<QString, QString> t;
        auto add = [&t](const char* id, std::initializer_list<const char*> names) {
            for (const char* n : names)
                t.insert(normalized(QString::fromUtf8(n)), QString::fromUtf8(id));
        };
        add("chess",
            {"chess", "standard", "normal", "classical", "orthodox", "fromposition",
                "westernchess"});
        add("chess960",
            {"chess960", "fischerandom", "fischerrandom", "fischer random", "frc", "chess 960",
                "960"});
        add("crazyhouse", {"crazyhouse", "zh", "crazyhouse960"});
        add("chessgi", {"chessgi"});
        add("capablanca", {"capablanca", "capa", "capablancachess", "caparandom"});
        add("grand", {"grand", "grandchess"});
        add("shatranj", {"shatranj"});
        add("makruk", {"makruk", "thaichess"});
        add("xiangqi", {"xiangqi", "chinesechess", "chinese chess"});
        add("janggi", {"janggi", "koreanchess"});
        add("shogi", {"shogi", "japanesechess"});
        add("minishogi", {"minishogi", "5x5+5_shogi", "gogoshogi", "5五将棋"});
        add("euroshogi", {"euroshogi"});
        add("kyotoshogi", {"kyotoshogi", "kyoto", "京都将棋"});
        add("dobutsu", {"dobutsu", "dobutsushogi", "doubutsushogi"});
        add("torishogi", {"torishogi", "tori"});
        add("yarishogi", {"yarishogi", "yari"});
        add("chushogi", {"chushogi", "chu", "中将棋"});
        return t;
    }();
    return table;
}

} // namespace

QString presetIdForVariantName(const QString& name, const PresetRegistry* registry)
{
    const QString trimmed = name.trimmed();
    if (registry && registry->contains(trimmed))
        return trimmed;
    QString key = normalized(trimmed);
    if (const auto it = aliases().constFind(key); it != aliases().constEnd())
        return *it;
    // XBoard prefixes a board size to a variant played on another board: "10x8_capablanca".
    static const QRegularExpression sizePrefix(QStringLiteral("^\\d+x\\d+(\\+\\d+)?_"));
    QString stripped = trimmed;
    stripped.remove(sizePrefix);
    if (stripped != trimmed)
        return presetIdForVariantName(stripped, registry);
    if (registry)
        for (const QString& id : registry->ids())
            if (normalized(id) == key)
                return id;
    return {};
}

QString variantNameForPreset(const QString& presetId)
{
    static const QHash<QString, QString> names{
        {QStringLiteral("chess"), QString()},
        {QStringLiteral("chess960"), QStringLiteral("fischerandom")},
        {QStringLiteral("crazyhouse"), QStringLiteral("crazyhouse")},
        {QStringLiteral("chessgi"), QStringLiteral("chessgi")},
        {QStringLiteral("capablanca"), QStringLiteral("capablanca")},
        {QStringLiteral("grand"), QStringLiteral("grand")},
        {QStringLiteral("shatranj"), QStringLiteral("shatranj")},
        {QStringLiteral("makruk"), QStringLiteral("makruk")},
        {QStringLiteral("xiangqi"), QStringLiteral("xiangqi")},
        {QStringLiteral("janggi"), QStringLiteral("janggi")},
        {QStringLiteral("shogi"), QStringLiteral("shogi")},
        {QStringLiteral("minishogi"), QStringLiteral("minishogi")},
        {QStringLiteral("euroshogi"), QStringLiteral("euroshogi")},
        {QStringLiteral("kyotoshogi"), QStringLiteral("kyotoshogi")},
        {QStringLiteral("dobutsu"), QStringLiteral("dobutsu")},
        {QStringLiteral("torishogi"), QStringLiteral("torishogi")},
        {QStringLiteral("yarishogi"), QStringLiteral("yarishogi")},
        {QStringLiteral("chushogi"), QStringLiteral("chu")},
    };
    return names.value(presetId, presetId);
}

} // namespace fb::io
