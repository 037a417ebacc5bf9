// SPDX-License-Identifier: GPL-3.0-or-later
#include "interfacelanguage.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>

namespace {

const QString TranslationFolder = QStringLiteral(":/i18n");
const QString TranslationPrefix = QStringLiteral("fairyboard_");

/// A language's own name, capitalised ("français" -> "Français"), with the script where the
/// code names a territory that has one (zh_CN: "简体中文").
QString nativeName(const QString& code)
{
    const QLocale locale(code);
    if (locale.language() == QLocale::Chinese) {
        return locale.script() == QLocale::TraditionalChineseScript ? QStringLiteral("繁體中文")
                                                                    : QStringLiteral("简体中文");
    }
    QString name = locale.nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name.isEmpty() ? code : name;
}

} // namespace

namespace InterfaceLanguage {

QList<Choice> available()
{
    QList<Choice> languages{{QStringLiteral("en"), QStringLiteral("English")}};
    const QStringList files
        = QDir(TranslationFolder)
              .entryList({TranslationPrefix + QStringLiteral("*.qm")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        const QString code = file.mid(TranslationPrefix.size()).chopped(3);
        languages.append({code, nativeName(code)});
    }
    return languages;
}

QLocale localeFor(const QString& code)
{
    if (code.isEmpty())
        return QLocale::system();
    const QLocale locale(code);
    return locale.language() == QLocale::C ? QLocale::system() : locale;
}

} // namespace InterfaceLanguage

Translators::Translators(const QString& code)
{
    const QLocale locale = InterfaceLanguage::localeFor(code);
    if (!code.isEmpty())
        QLocale::setDefault(locale);
    if (m_qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qt);
    if (m_app.load(locale, QStringLiteral("fairyboard"), QStringLiteral("_"), TranslationFolder))
        QCoreApplication::installTranslator(&m_app);
}

Translators::~Translators()
{
    QCoreApplication::removeTranslator(&m_app);
    QCoreApplication::removeTranslator(&m_qt);
    QLocale::setDefault(m_previousDefault);
}
