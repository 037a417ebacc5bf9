// SPDX-License-Identifier: GPL-3.0-or-later
// Translations: every language ships as ":/i18n/fairyboard_<lang>.qm", translates the UI and the
// texts of the bundled presets, and its .ts file is complete, with placeholders and accelerators
// kept.
#include "presetloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

const QStringList Languages{
    QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("ja"), QStringLiteral("zh_CN")};

/// Plural forms Qt expects in a .ts file per language (see QLocale's numerus rules).
int numerusForms(const QString& lang)
{
    return lang == u"ja" || lang == u"zh_CN" ? 1 : 2;
}

QString tsDirectory()
{
    return QStringLiteral(FAIRYBOARD_SOURCE_DIR "/translations");
}

struct TsMessage
{
    QString context;
    QString source;
    QString disambiguation;
    QString type; ///< the translation's type attribute: "", "unfinished", "vanished", "obsolete"
    bool numerus = false;
    QStringList translations; ///< one entry, or one per plural form
    qint64 line = 0;

    QString key() const { return context + u'|' + source + u'|' + disambiguation; }
    bool isLive() const { return type != u"vanished" && type != u"obsolete"; }
};

/// Reads every <message> of a .ts file; an empty list and *error on a parse error.
QList<TsMessage> readTs(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            m = TsMessage{context, {}, {}, {}, xml.attributes().value(u"numerus") == u"yes", {},
                xml.lineNumber()};
        } else if (name == u"source") {
            m.source = xml.readElementText();
        } else if (name == u"comment") {
            m.disambiguation = xml.readElementText();
        } else if (name == u"translation") {
            m.type = xml.attributes().value(u"type").toString();
            if (m.numerus) {
                while (xml.readNextStartElement()) {
                    if (xml.name() == u"numerusform")
                        m.translations << xml.readElementText();
                    else
                        xml.skipCurrentElement();
                }
            } else {
                m.translations << xml.readElementText();
            }
            messages << m;
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
        return {};
    }
    return messages;
}

/// "%1", "%2", ... "%n" and "%L1" as they occur, sorted, for comparing source and translation.
QStringList placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d+|n)"));
    QStringList found;
    for (const auto& match : re.globalMatch(text))
        found << match.captured(0);
    found.sort();
    found.removeDuplicates();
    return found;
}

/// The number of accelerator marks: '&' before a character other than '&' or a space.
int accelerators(const QString& text)
{
    int n = 0;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i; // "&&" is a literal ampersand
            continue;
        }
        if (!text[i + 1].isSpace())
            ++n;
    }
    return n;
}

/// A piece's name as the app looks it up (see translations/README.md): first in the context of
/// its preset ("Piece/dobutsu": themed pieces that reuse a classical name), then in "Piece"
/// with the family as the disambiguation ("Rook" is a chess rook or a shogi hisha).
QString pieceName(const fb::VariantDefinition& v, const fb::PieceDefinition& piece)
{
    const QByteArray source = piece.name.toUtf8();
    const QByteArray presetContext = "Piece/" + v.id.toUtf8();
    const QString own = QCoreApplication::translate(presetContext.constData(), source.constData());
    if (own != piece.name)
        return own;
    const QByteArray family = fb::familyId(v.family).toUtf8();
    return QCoreApplication::translate("Piece", source.constData(), family.constData());
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

    QHash<QString, QList<TsMessage>> m_ts; // per language
    fb::PresetRegistry m_registry; // the bundled presets

    /// One row per language, for the tests that check each one.
    static void languageRows()
    {
        QTest::addColumn<QString>("lang");
        for (const QString& lang : Languages)
            QTest::newRow(qPrintable(lang)) << lang;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_registry.addBundled();
        QVERIFY(!m_registry.ids().isEmpty());
        for (const QString& lang : Languages) {
            QString error;
            const QString path = tsDirectory() + QStringLiteral("/fairyboard_%1.ts").arg(lang);
            QVERIFY2(QFile::exists(path), qPrintable(path));
            m_ts[lang] = readTs(path, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY2(m_ts[lang].size() > 100, qPrintable(path));
        }
    }

    void keyStringsAreTranslated_data() { languageRows(); }

    // The .qm files are in the resources of fairyboard-gui, where main() loads them from.
    void keyStringsAreTranslated()
    {
        QFETCH(QString, lang);
        QTranslator t;
        QVERIFY2(t.load(QStringLiteral(":/i18n/fairyboard_%1.qm").arg(lang)),
            qPrintable(QStringLiteral(":/i18n/fairyboard_%1.qm is missing").arg(lang)));
        QVERIFY(!t.isEmpty());
        QCOMPARE(t.language(), lang);

        const struct
        {
            const char* context;
            const char* source;
            const char* disambiguation;
        } keys[] = {
            {"MainWindow", "&New Game...", nullptr},
            {"MainWindow", "&Undo", nullptr},
            {"MainWindow", "&Flip Board", nullptr},
            {"MainWindow", "%1 to move", nullptr},
            {"MainWindow", "Game over: %1", nullptr},
            {"GameStatus", "Draw by %1", nullptr},
            {"Refusal", "Your %1 would be in check.", nullptr},
            {"NewGameDialog", "New Game", nullptr},
            {"NewGameDialog", "&Start Game", nullptr},
            {"PreferencesDialog", "Preferences", nullptr},
            {"PromotionDialog", "Do not promote", nullptr},
            {"SideNames", "White", "player"},
            {"SideNames", "black", "side colour"},
            {"GameStatus", "checkmate", nullptr},
            {"Preset", "Chess", nullptr},
            {"Piece", "Queen", nullptr},
            {"Piece", "Rook", "shogi"},
            {"Piece", "Gold General", nullptr},
            {"Piece", "Cannon", "xiangqi"},
        };
        for (const auto& k : keys) {
            const QString text = t.translate(k.context, k.source, k.disambiguation);
            const QString where = QStringLiteral("%1: %2 \"%3\"").arg(lang, k.context, k.source);
            QVERIFY2(!text.isEmpty(), qPrintable(where + QStringLiteral(" is not translated")));
            QVERIFY2(text != QLatin1String(k.source),
                qPrintable(where + QStringLiteral(" is left in English")));
        }
        // The promotion dialog's title: "Promotion" is a French word too.
        QVERIFY(!t.translate("PromotionDialog", "Promotion").isEmpty());
        // Plurals: the form for many keeps the count; languages with two forms tell 1 from 5.
        const char* plural = "Browsing: the start position (%n move(s) in the game)";
        QVERIFY(t.translate("MainWindow", plural, nullptr, 5).contains(QStringLiteral("%n")));
        if (numerusForms(lang) > 1)
            QVERIFY(t.translate("MainWindow", plural, nullptr, 1)
                != t.translate("MainWindow", plural, nullptr, 5));
    }

    // The contract of the "Piece" contexts: a name that means different pieces in different
    // families has one entry per family, a name with one meaning a plain entry (found under any
    // family too: QTranslator falls back to the entries without the disambiguation), and the
    // themed pieces of a preset have their own context, which never falls back.
    void pieceNamesByFamily()
    {
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/fairyboard_ja.qm")));
        QCOMPARE(t.translate("Piece", "Rook", "chess"), QStringLiteral("ルーク"));
        QCOMPARE(t.translate("Piece", "Rook", "shogi"), QStringLiteral("飛車"));
        // Shogi's players and its two kings, as Japanese players name them.
        QCOMPARE(t.translate("SideNames", "Sente", "player"), QStringLiteral("先手"));
        QCOMPARE(t.translate("SideNames", "Gote", "player"), QStringLiteral("後手"));
        QCOMPARE(t.translate("Piece", "King", "shogi"), QStringLiteral("王将"));
        QCOMPARE(t.translate("Piece", "Jeweled General", "shogi"), QStringLiteral("玉将"));
        QCOMPARE(t.translate("Piece", "Tokin", "shogi"), QStringLiteral("と金"));
        QCOMPARE(t.translate("Piece", "Tokin"), QStringLiteral("と金"));
        QCOMPARE(t.translate("Piece", "Lion", "shogi"), QStringLiteral("獅子"));
        QCOMPARE(t.translate("Piece/dobutsu", "Lion"), QStringLiteral("ライオン"));
        QVERIFY(t.translate("Piece/chushogi", "Lion").isEmpty());
        // Without a known family the first entry answers: the generic meaning comes first.
        QCOMPARE(t.translate("Piece", "Rook"), QStringLiteral("ルーク"));

        auto name = [&](const char* preset, const char* piece) {
            const fb::VariantPtr v = m_registry.variant(QLatin1String(preset));
            if (!v)
                return QStringLiteral("no preset %1").arg(QLatin1String(preset));
            return pieceName(*v, v->pieces[size_t(v->pieceById(QLatin1String(piece)))]);
        };
        QVERIFY(QCoreApplication::installTranslator(&t));
        QCOMPARE(name("chess", "bishop"), QStringLiteral("ビショップ"));
        QCOMPARE(name("shogi", "bishop"), QStringLiteral("角行"));
        QCOMPARE(name("minishogi", "rook"), QStringLiteral("飛車"));
        QCOMPARE(name("crazyhouse", "rook"), QStringLiteral("ルーク"));
        QCOMPARE(name("chushogi", "lion"), QStringLiteral("獅子"));
        QCOMPARE(name("dobutsu", "lion"), QStringLiteral("ライオン"));
        QCOMPARE(name("dobutsu", "elephant"), QStringLiteral("ゾウ"));
        QCOMPARE(name("xiangqi", "elephant"), QStringLiteral("象"));
        QCOMPARE(name("torishogi", "phoenix"), QStringLiteral("鵬"));
        QCOMPARE(name("chushogi", "phoenix"), QStringLiteral("鳳凰"));
        QCOMPARE(name("janggi", "cannon"), QStringLiteral("包"));
        QVERIFY(QCoreApplication::removeTranslator(&t));
    }

    void presetTextsAreTranslated_data() { languageRows(); }

    // Every name, description and profile note of the bundled presets, and every piece name
    // under the key the app looks it up with, has a translation: the .ts files hold the
    // entries (translations/extract_preset_strings.py was run) and the .qm files translate them.
    void presetTextsAreTranslated()
    {
        QFETCH(QString, lang);
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/fairyboard_%1.qm").arg(lang)));
        QSet<QString> entries;
        for (const TsMessage& m : std::as_const(m_ts[lang]))
            if (m.isLive())
                entries.insert(m.key());
        auto has = [&](const QString& context, const QString& text, const QString& key = {}) {
            return entries.contains(context + u'|' + text + u'|' + key);
        };
        QStringList missing;
        auto checkPreset = [&](const QString& text) {
            const QByteArray source = text.toUtf8();
            if (!text.isEmpty()
                && (!has(QStringLiteral("Preset"), text)
                    || t.translate("Preset", source.constData()).isEmpty()))
                missing << QStringLiteral("Preset \"%1\"").arg(text);
        };
        for (const QString& id : m_registry.ids()) {
            const QJsonObject o = m_registry.resolved(id);
            checkPreset(o.value(QStringLiteral("name")).toString());
            checkPreset(o.value(QStringLiteral("description")).toString());
            const QJsonObject profiles = o.value(QStringLiteral("profiles")).toObject();
            for (const QString& p : profiles.keys())
                checkPreset(profiles.value(p).toObject().value(QStringLiteral("_doc")).toString());
            const fb::VariantPtr v = m_registry.variant(id);
            QVERIFY2(v, qPrintable(id));
            for (const fb::PieceDefinition& piece : v->pieces) {
                const QString own = QStringLiteral("Piece/") + id;
                const QByteArray source = piece.name.toUtf8(), ownContext = own.toUtf8(),
                                 family = fb::familyId(v->family).toUtf8();
                const bool found = has(own, piece.name)
                    ? !t.translate(ownContext.constData(), source.constData()).isEmpty()
                    : (has(QStringLiteral("Piece"), piece.name, fb::familyId(v->family))
                          || has(QStringLiteral("Piece"), piece.name))
                        && !t.translate("Piece", source.constData(), family.constData()).isEmpty();
                if (!found)
                    missing << QStringLiteral("Piece \"%1\" (%2, family %3)")
                                   .arg(piece.name, id, fb::familyId(v->family));
            }
        }
        missing.removeDuplicates();
        QVERIFY2(missing.isEmpty(),
            qPrintable(lang
                + QStringLiteral(": run translations/extract_preset_strings.py, "
                                 "lupdate, and translate:\n  ")
                + missing.join(QStringLiteral("\n  "))));
    }

    void tsFilesAreComplete_data() { languageRows(); }

    // Every message is finished and not empty, keeps the placeholders and the accelerator of
    // its source, and has one text per plural form.
    void tsFilesAreComplete()
    {
        QFETCH(QString, lang);
        QStringList problems;
        int live = 0;
        for (const TsMessage& m : std::as_const(m_ts[lang])) {
            if (!m.isLive())
                continue;
            ++live;
            const QString where = QStringLiteral("fairyboard_%1.ts:%2: %3 \"%4\"")
                                      .arg(lang)
                                      .arg(m.line)
                                      .arg(m.context, m.source);
            if (m.type == u"unfinished")
                problems << where + QStringLiteral(": unfinished");
            if (m.numerus && m.translations.size() != numerusForms(lang))
                problems << where
                        + QStringLiteral(": %1 plural forms, expected %2")
                              .arg(m.translations.size())
                              .arg(numerusForms(lang));
            const QStringList expected = placeholders(m.source);
            for (qsizetype i = 0; i < m.translations.size(); ++i) {
                const QString& text = m.translations[i];
                if (text.trimmed().isEmpty()) {
                    problems << where + QStringLiteral(": empty translation");
                    continue;
                }
                QStringList got = placeholders(text);
                QStringList want = expected;
                // A singular form may spell the count out ("le coup" for one move).
                if (m.numerus && i + 1 < m.translations.size()) {
                    got.removeAll(QStringLiteral("%n"));
                    want.removeAll(QStringLiteral("%n"));
                }
                if (got != want)
                    problems << where
                            + QStringLiteral(": placeholders %1 in \"%2\", expected %3")
                                  .arg(got.join(u' '), text, want.join(u' '));
                if (accelerators(text) != accelerators(m.source))
                    problems << where
                            + QStringLiteral(": %1 accelerators in \"%2\", the source has %3")
                                  .arg(accelerators(text))
                                  .arg(text)
                                  .arg(accelerators(m.source));
            }
        }
        QVERIFY(live > 100);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // All languages hold the same messages: lupdate ran over all .ts files at once.
    void tsFilesAgree()
    {
        QSet<QString> reference;
        for (const TsMessage& m : std::as_const(m_ts[Languages.first()]))
            if (m.isLive())
                reference.insert(m.key());
        for (const QString& lang : Languages) {
            QSet<QString> keys;
            for (const TsMessage& m : std::as_const(m_ts[lang]))
                if (m.isLive())
                    keys.insert(m.key());
            QStringList onlyHere = (keys - reference).values(),
                        onlyThere = (reference - keys).values();
            onlyHere.sort();
            onlyThere.sort();
            QVERIFY2(onlyHere.isEmpty() && onlyThere.isEmpty(),
                qPrintable(QStringLiteral("%1 differs from %2: only in %1: %3; only in %2: %4")
                        .arg(lang, Languages.first(), onlyHere.join(QStringLiteral(", ")),
                            onlyThere.join(QStringLiteral(", ")))));
        }
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
