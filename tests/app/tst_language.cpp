// SPDX-License-Identifier: GPL-3.0-or-later
// The interface language: offered in the Preferences, stored in the settings, and the one the
// start-up code installs the translations for.
#include "apptest.h"
#include "interfacelanguage.h"
#include "preferencesdialog.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>

namespace {

const char* const Description = "Play and study chess variants.";

/// The codes a language chooser offers, in order.
QStringList codes(const QComboBox* box)
{
    QStringList result;
    for (int i = 0; i < box->count(); ++i)
        result << box->itemData(i).toString();
    return result;
}

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }

    void theSystemLanguageByDefault()
    {
        QSettings().clear();
        QVERIFY(AppSettings::load().language.isEmpty());
        AppSettings s;
        s.language = QStringLiteral("ja");
        s.save();
        QCOMPARE(AppSettings::load().language, QStringLiteral("ja"));
        QCOMPARE(AppSettings::load(), s);
    }

    void everyBuiltInTranslationIsOffered()
    {
        const PreferencesDialog d{AppSettings()};
        const QComboBox* box = d.languageBox();
        QCOMPARE(codes(box),
            QStringList({QString(), QStringLiteral("en"), QStringLiteral("de"),
                QStringLiteral("fr"), QStringLiteral("ja"), QStringLiteral("zh_CN")}));
        QCOMPARE(box->currentIndex(), 0);
        QCOMPARE(box->itemText(0), QStringLiteral("System default"));
        QCOMPARE(box->itemText(1), QStringLiteral("English"));
        QCOMPARE(box->itemText(2), QStringLiteral("Deutsch"));
        QCOMPARE(box->itemText(3), QStringLiteral("Français"));
        QCOMPARE(box->itemText(4), QStringLiteral("日本語"));
        QCOMPARE(box->itemText(5), QStringLiteral("简体中文"));
        QVERIFY(d.languageNote()->text().contains(QStringLiteral("restarts")));
    }

    void chosenInTheDialogAndStored()
    {
        QSettings().clear();
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        bool seen = false;
        AppTest::whenModal<PreferencesDialog>([&](PreferencesDialog* d) {
            seen = true;
            QComboBox* box = d->languageBox();
            QVERIFY(d->languageNote()->isVisible());
            box->setFocus();
            QTest::keyClick(box, Qt::Key_Down); // System default -> English -> Deutsch
            QTest::keyClick(box, Qt::Key_Down);
            QCOMPARE(box->currentData().toString(), QStringLiteral("de"));
            QCOMPARE(d->settings().language, QStringLiteral("de"));
            auto* buttons = d->findChild<QDialogButtonBox*>();
            QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        w.findChild<QAction*>(QStringLiteral("preferences"))->trigger();
        QVERIFY(seen);
        QCOMPARE(w.settings().language, QStringLiteral("de"));
        QCOMPARE(AppSettings::load().language, QStringLiteral("de"));

        // The dialog opens on the stored choice; Restore Defaults goes back to the system's.
        PreferencesDialog again(AppSettings::load());
        QCOMPARE(again.languageBox()->currentText(), QStringLiteral("Deutsch"));
        again.show();
        auto* buttons = again.findChild<QDialogButtonBox*>();
        QTest::mouseClick(buttons->button(QDialogButtonBox::RestoreDefaults), Qt::LeftButton);
        QCOMPARE(again.settings().language, QString());
    }

    void theStartUpInstallsTheStoredLanguage()
    {
        AppSettings s;
        s.language = QStringLiteral("de");
        s.save();
        const QString english = QString::fromLatin1(Description);
        {
            // What main() does at start-up.
            const Translators translators(AppSettings::load().language);
            QCOMPARE(translators.appFile(), QStringLiteral(":/i18n/fairyboard_de.qm"));
            QCOMPARE(QCoreApplication::translate("main", Description),
                QStringLiteral("Schachvarianten spielen und studieren."));
            QCOMPARE(QLocale().language(), QLocale::German); // piece set names follow it
        }
        QCOMPARE(QCoreApplication::translate("main", Description), english); // removed again
        {
            const Translators translators(QStringLiteral("zh_CN"));
            QCOMPARE(translators.appFile(), QStringLiteral(":/i18n/fairyboard_zh_CN.qm"));
            QCOMPARE(QCoreApplication::translate("main", Description),
                QStringLiteral("对弈和研究各种棋类变体。"));
        }
        {
            // English is the language of the sources: no translation, whatever the system says.
            const Translators translators(QStringLiteral("en"));
            QVERIFY(translators.appFile().isEmpty());
            QCOMPARE(QCoreApplication::translate("main", Description), english);
            QCOMPARE(QLocale().language(), QLocale::English);
        }
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
