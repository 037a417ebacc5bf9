// SPDX-License-Identifier: GPL-3.0-or-later
// GameInfoPanel: the game information dock: players, event, site, date, round, result, time
// control, the game comment and the comment of the move shown, all editable.
#pragma once

#include <QWidget>

class GameController;
class GameDocument;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

/// Shows and edits a GameDocument's information. A field's edit goes to the document when
/// it is finished (Enter or leaving the field; a comment when leaving it or as it is typed),
/// which marks the game modified; the save writes it back (PGN tags, KIF/CSA headers).
class GameInfoPanel : public QWidget
{
    Q_OBJECT
public:
    GameInfoPanel(GameDocument* document, GameController* game, QWidget* parent = nullptr);

    /// The editor of a tag ("White", "Black", "Event", "Site", "Date", "Round",
    /// "TimeControl"); nullptr for another name.
    QLineEdit* tagEdit(const QString& tag) const;
    QComboBox* resultBox() const { return m_result; }
    /// How the game ended as its record says ("resignation"), "–" for nothing said.
    QLabel* terminationLabel() const { return m_termination; }
    QPlainTextEdit* gameCommentEdit() const { return m_gameComment; }
    QPlainTextEdit* moveCommentEdit() const { return m_moveComment; }

private:
    void refresh();
    void commitComments();

    GameDocument* m_document;
    GameController* m_game;
    QList<std::pair<QString, QLineEdit*>> m_tags;
    QComboBox* m_result;
    QLabel* m_termination;
    QPlainTextEdit* m_gameComment;
    QLabel* m_moveLabel;
    QPlainTextEdit* m_moveComment;
    bool m_refreshing = false;
};
