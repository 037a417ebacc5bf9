// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineoption.h"

namespace fb::engines {

namespace {

// The words of a UCI option line that start a field.
const QStringList UciFields{QStringLiteral("name"), QStringLiteral("type"),
    QStringLiteral("default"), QStringLiteral("min"), QStringLiteral("max"), QStringLiteral("var")};

std::optional<EngineOption::Type> typeNamed(const QString& t)
{
    using Type = EngineOption::Type;
    if (t == u"spin" || t == u"slider")
        return Type::Spin;
    if (t == u"check")
        return Type::Check;
    if (t == u"combo")
        return Type::Combo;
    if (t == u"string" || t == u"file" || t == u"path" || t == u"filename")
        return Type::String;
    if (t == u"button" || t == u"save" || t == u"reset")
        return Type::Button;
    return std::nullopt;
}

QString typeName(EngineOption::Type t)
{
    switch (t) {
    case EngineOption::Type::Spin:
        return QStringLiteral("spin");
    case EngineOption::Type::Check:
        return QStringLiteral("check");
    case EngineOption::Type::Combo:
        return QStringLiteral("combo");
    case EngineOption::Type::String:
        return QStringLiteral("string");
    case EngineOption::Type::Button:
        return QStringLiteral("button");
    }
    return {};
}

} // namespace

std::optional<EngineOption> EngineOption::fromUci(const QString& line)
{
    // Names and values may hold spaces: a field runs to the next field word.
    const QStringList w = line.split(u' ', Qt::SkipEmptyParts);
    if (w.isEmpty() || w[0] != u"option")
        return std::nullopt;
    EngineOption o;
    QString type;
    QString field;
    QStringList words;
    const auto flush = [&] {
        const QString text = words.join(u' ');
        if (field == u"name")
            o.name = text;
        else if (field == u"type")
            type = text;
        else if (field == u"default")
            o.defaultValue = text == u"<empty>" ? QString() : text;
        else if (field == u"min")
            o.min = text.toInt();
        else if (field == u"max")
            o.max = text.toInt();
        else if (field == u"var")
            o.choices << text;
        words.clear();
    };
    for (qsizetype i = 1; i < w.size(); ++i) {
        // "name" may be part of an option's name only after the name started.
        if (UciFields.contains(w[i]) && !(field == u"name" && w[i] == u"name")) {
            flush();
            field = w[i];
        } else {
            words << w[i];
        }
    }
    flush();
    const std::optional<Type> t = typeNamed(type);
    if (o.name.isEmpty() || !t)
        return std::nullopt;
    o.type = *t;
    return o;
}

std::optional<EngineOption> EngineOption::fromXBoard(const QString& value)
{
    const qsizetype dash = value.indexOf(QStringLiteral(" -"));
    if (dash <= 0)
        return std::nullopt;
    EngineOption o;
    o.name = value.left(dash).trimmed();
    const QString rest = value.mid(dash + 2);
    const QString type = rest.section(u' ', 0, 0);
    const QString args = rest.section(u' ', 1).trimmed();
    const std::optional<Type> t = typeNamed(type);
    if (o.name.isEmpty() || !t)
        return std::nullopt;
    o.type = *t;
    switch (o.type) {
    case Type::Spin: {
        const QStringList n = args.split(u' ', Qt::SkipEmptyParts);
        if (n.size() != 3)
            return std::nullopt;
        o.defaultValue = n[0];
        o.min = n[1].toInt();
        o.max = n[2].toInt();
        break;
    }
    case Type::Check:
        o.defaultValue = args == u"1" ? QStringLiteral("true") : QStringLiteral("false");
        break;
    case Type::Combo:
        for (QString c : args.split(QStringLiteral("///"))) {
            c = c.trimmed();
            if (c.startsWith(u'*')) {
                c.remove(0, 1);
                o.defaultValue = c;
            }
            if (!c.isEmpty())
                o.choices << c;
        }
        if (o.defaultValue.isEmpty() && !o.choices.isEmpty())
            o.defaultValue = o.choices.first();
        break;
    case Type::String:
        o.defaultValue = args;
        break;
    case Type::Button:
        break;
    }
    return o;
}

QString EngineOption::command(Protocol protocol, const QString& value) const
{
    if (protocol == Protocol::XBoard) {
        if (type == Type::Button)
            return QStringLiteral("option ") + name;
        const QString v = type == Type::Check
            ? (value == u"true" ? QStringLiteral("1") : QStringLiteral("0"))
            : value;
        return QStringLiteral("option %1=%2").arg(name, v);
    }
    if (type == Type::Button)
        return QStringLiteral("setoption name ") + name;
    return QStringLiteral("setoption name %1 value %2").arg(name, value);
}

QVariantMap EngineOption::toVariant() const
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("type"), typeName(type)},
        {QStringLiteral("default"), defaultValue}, {QStringLiteral("min"), min},
        {QStringLiteral("max"), max}, {QStringLiteral("choices"), choices}};
}

std::optional<EngineOption> EngineOption::fromVariant(const QVariantMap& m)
{
    EngineOption o;
    o.name = m.value(QStringLiteral("name")).toString();
    const std::optional<Type> t = typeNamed(m.value(QStringLiteral("type")).toString());
    if (o.name.isEmpty() || !t)
        return std::nullopt;
    o.type = *t;
    o.defaultValue = m.value(QStringLiteral("default")).toString();
    o.min = m.value(QStringLiteral("min")).toInt();
    o.max = m.value(QStringLiteral("max")).toInt();
    o.choices = m.value(QStringLiteral("choices")).toStringList();
    return o;
}

} // namespace fb::engines
