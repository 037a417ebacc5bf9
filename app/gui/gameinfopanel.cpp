// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameinfopanel.h"

#include "gamecontroller.h"
#include "gamedocument.h"
#include "sidenames.h"
#include "variant.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScopedValueRollback>

namespace {

const char* const Results[] = {"*", "1-0", "0-1", "1/2-1/2"};

QString resultText(int index)
{
    switch (index) {
    case 1:
        return GameInfoPanel::tr("1-0 (first player wins)");
    case 2:
        return GameInfoPanel::tr("0-1 (second player wins)");
    case 3:
        return GameInfoPanel::tr("½-½ (draw)");
    default:
        //: The game result is not known or the game goes on
        return GameInfoPanel::tr("* (unfinished)");
    }
}

// How a record says the game ended, in words for the panel.
QString terminationWords(fb::io::Termination t)
{
    using fb::io::Termination;
    switch (t) {
    case Termination::Resignation:
        return GameInfoPanel::tr("resignation");
    case Termination::SealedMove:
        //: An adjourned game: the last move was sealed (KIF 封じ手)
        return GameInfoPanel::tr("sealed move");
    case Termination::EnteringKing:
        //: Shogi: a win declared by the entering-king rule (CSA %KACHI, KIF 入玉勝ち)
        return GameInfoPanel::tr("entering-king declaration");
    case Termination::TimeForfeit:
        return GameInfoPanel::tr("time forfeit");
    case Termination::IllegalMove:
        return GameInfoPanel::tr("illegal move");
    case Termination::IllegalAction:
        //: A player broke the rules in another way than by a move (CSA %+ILLEGAL_ACTION)
        return GameInfoPanel::tr("illegal action");
    case Termination::Repetition:
        return GameInfoPanel::tr("repetition");
    case Termination::Impasse:
        //: Shogi: both kings entered the enemy camp (持将棋, CSA %JISHOGI)
        return GameInfoPanel::tr("impasse");
    case Termination::Suspended:
        return GameInfoPanel::tr("suspended");
    case Termination::Checkmate:
        return GameInfoPanel::tr("checkmate");
    case Termination::NoMate:
        //: A mating problem that has no mate (CSA %FUZUMI, KIF 不詰)
        return GameInfoPanel::tr("no mate");
    case Termination::Takeback:
        return GameInfoPanel::tr("takeback");
    case Termination::Error:
        //: The program that recorded the game failed (CSA %ERROR)
        return GameInfoPanel::tr("recording error");
    case Termination::Draw:
        return GameInfoPanel::tr("draw agreed");
    case Termination::None:
        break;
    }
    return {};
}

} // namespace

GameInfoPanel::GameInfoPanel(GameDocument* document, GameController* game, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_game(game)
    , m_result(new QComboBox(this))
    , m_termination(new QLabel(this))
    , m_gameComment(new QPlainTextEdit(this))
    , m_moveLabel(new QLabel(this))
    , m_moveComment(new QPlainTextEdit(this))
{
    auto* form = new QFormLayout(this);
    const std::pair<const char*, QString> fields[] = {
        {"White", tr("First player:")},
        {"Black", tr("Second player:")},
        {"Event", tr("Event:")},
        {"Site", tr("Site:")},
        {"Date", tr("Date:")},
        {"Round", tr("Round:")},
        //: The time control of the game (PGN TimeControl, KIF 持ち時間)
        {"TimeControl", tr("Time control:")},
    };
    for (const auto& [tag, label] : fields) {
        auto* edit = new QLineEdit(this);
        const QString name = QString::fromLatin1(tag);
        edit->setObjectName(QStringLiteral("tag") + name);
        edit->setAccessibleName(QString(label).remove(u':'));
        form->addRow(label, edit);
        m_tags.append({name, edit});
        connect(edit, &QLineEdit::editingFinished, this, [this, name, edit] {
            if (!m_refreshing)
                m_document->setTag(name, edit->text().trimmed());
        });
    }
    m_result->setObjectName(QStringLiteral("result"));
    for (int i = 0; i < 4; ++i)
        m_result->addItem(resultText(i), QString::fromLatin1(Results[i]));
    form->addRow(tr("Result:"), m_result);
    m_termination->setObjectName(QStringLiteral("termination"));
    //: How the game ended as its record says (resignation, time forfeit ...)
    form->addRow(tr("Ended by:"), m_termination);
    connect(m_result, &QComboBox::activated, this,
        [this](int index) { m_document->setResult(m_result->itemData(index).toString()); });
    m_gameComment->setObjectName(QStringLiteral("gameComment"));
    m_gameComment->setAccessibleName(tr("Game comment"));
    m_gameComment->setTabChangesFocus(true);
    form->addRow(tr("Game comment:"), m_gameComment);
    m_moveComment->setObjectName(QStringLiteral("moveComment"));
    m_moveComment->setAccessibleName(tr("Comment on the move shown"));
    m_moveComment->setTabChangesFocus(true);
    form->addRow(m_moveLabel);
    form->addRow(m_moveComment);
    connect(m_gameComment, &QPlainTextEdit::textChanged, this, &GameInfoPanel::commitComments);
    connect(m_moveComment, &QPlainTextEdit::textChanged, this, &GameInfoPanel::commitComments);

    connect(m_document, &GameDocument::infoChanged, this, &GameInfoPanel::refresh);
    connect(m_game, &GameController::positionChanged, this, &GameInfoPanel::refresh);
    refresh();
}

QLineEdit* GameInfoPanel::tagEdit(const QString& tag) const
{
    for (const auto& [name, edit] : m_tags)
        if (name == tag)
            return edit;
    return nullptr;
}

void GameInfoPanel::commitComments()
{
    if (m_refreshing)
        return;
    const QScopedValueRollback<bool> busy(m_refreshing, true); // the document's echo
    m_document->setGameComment(m_gameComment->toPlainText());
    if (m_game->ply() > 0)
        m_document->setMoveComment(m_game->ply(), m_moveComment->toPlainText());
}

void GameInfoPanel::refresh()
{
    if (m_refreshing)
        return;
    const QScopedValueRollback<bool> busy(m_refreshing, true);
    if (m_game->hasGame()) {
        const fb::Family family = m_game->variant().family;
        tagEdit(QStringLiteral("White"))->setPlaceholderText(SideNames::player(family, fb::First));
        tagEdit(QStringLiteral("Black"))->setPlaceholderText(SideNames::player(family, fb::Second));
    }
    for (const auto& [name, edit] : m_tags) {
        const QString value = m_document->tag(name);
        if (edit->text() != value && !edit->hasFocus())
            edit->setText(value);
    }
    const int result = m_result->findData(m_document->result());
    m_result->setCurrentIndex(std::max(0, result));
    const QString ended = terminationWords(m_document->termination());
    m_termination->setText(ended.isEmpty() ? QStringLiteral("–") : ended);
    if (m_gameComment->toPlainText().trimmed() != m_document->gameComment())
        m_gameComment->setPlainText(m_document->gameComment());
    const int ply = m_game->hasGame() ? m_game->ply() : 0;
    m_moveComment->setEnabled(ply > 0);
    m_moveLabel->setText(ply > 0
            ? tr("Comment after move %1 (%2):").arg(ply).arg(m_game->moveTexts().value(ply - 1))
            : tr("Comment after the move shown (no move yet)"));
    const QString moveComment = m_document->moveComment(ply);
    if (m_moveComment->toPlainText().trimmed() != moveComment)
        m_moveComment->setPlainText(moveComment);
}
