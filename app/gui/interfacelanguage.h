// SPDX-License-Identifier: GPL-3.0-or-later
// InterfaceLanguage: the languages the interface can be shown in, and Translators, which load
// and install Qt's and Fairyboard's translations for the one chosen in the settings.
#pragma once

#include <QList>
#include <QLocale>
#include <QString>
#include <QTranslator>

namespace InterfaceLanguage {

/// A language the interface can be shown in.
struct Choice
{
    QString code; ///< "en", "de", "ja", "zh_CN" ...; empty = the system's language
    QString name; ///< the language's own name ("Deutsch", "日本語"); empty for the system's
};

/// English (the language of the sources), then every language whose translation is built in
/// (":/i18n/fairyboard_<code>.qm"), sorted by code. The system default is not in the list.
QList<Choice> available();

/// The locale a language code stands for: the system's (from LANGUAGE, LC_ALL, LC_MESSAGES,
/// LANG) for an empty or unknown code, else QLocale(code).
QLocale localeFor(const QString& code);

} // namespace InterfaceLanguage

/// Qt's own translations (qtbase: standard buttons, file dialogs) and Fairyboard's for one
/// language, installed on the running QCoreApplication while this object lives. A chosen
/// language also becomes QLocale's default (until this object is destroyed), so names that
/// follow the locale follow it.
/// Needs a QCoreApplication (or QApplication) to exist for its whole life.
class Translators
{
public:
    /// Loads and installs the translations for `code` (see InterfaceLanguage::localeFor). A
    /// language without a translation, and English, leave the source texts.
    explicit Translators(const QString& code);
    ~Translators();
    Translators(const Translators&) = delete;
    Translators& operator=(const Translators&) = delete;

    /// The Fairyboard translation file installed (":/i18n/fairyboard_de.qm"), empty for none.
    QString appFile() const { return m_app.filePath(); }
    /// Qt's translation file installed, empty for none.
    QString qtFile() const { return m_qt.filePath(); }

private:
    QTranslator m_qt;
    QTranslator m_app;
    QLocale m_previousDefault; ///< QLocale's default before, restored on destruction
};
