package graphsurge.gvdl.lex;

/** The kinds of GVDL tokens. Keywords are words: the parser recognizes them by their text. */
public enum TokenKind {
    WORD("a name or keyword"),
    VARIABLE("a variable ($name)"),
    INTEGER("an integer"),
    DECIMAL("a decimal number"),
    STRING("a quoted string"),
    SEMICOLON("';'"),
    COMMA("','"),
    DOT("'.'"),
    RANGE("'..'"),
    LPAREN("'('"),
    RPAREN("')'"),
    LBRACKET("'['"),
    RBRACKET("']'"),
    EQ("'='"),
    NE("'<>'"),
    LT("'<'"),
    LE("'<='"),
    GT("'>'"),
    GE("'>='"),
    BANG("'!'"),
    MINUS("'-'"),
    PLUS("'+'"),
    STAR("'*'"),
    SLASH("'/'"),
    PERCENT("'%'"),
    EOF("the end of the input");

    private final String description;

    TokenKind(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }
}
