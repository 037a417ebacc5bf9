#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Independent brute-force perft for the Game of the Amazons (10 x 10 board, four amazons a side,
# arrows as walls), written for Fairyboard to check its rules.walling "arrow" counts against
# code that shares nothing with the engine. Usage: tools/amazons-perft.py "FEN" DEPTH
import sys
N=10
DIRS=[(1,0),(-1,0),(0,1),(0,-1),(1,1),(1,-1),(-1,1),(-1,-1)]
def parse(board):
    rows=board.split('/')
    g={}
    for r,row in enumerate(rows):
        rank=N-1-r; f=0; i=0
        while i<len(row):
            c=row[i]
            if c.isdigit():
                j=i
                while j<len(row) and row[j].isdigit(): j+=1
                f+=int(row[i:j]); i=j; continue
            g[(f,rank)]=c; f+=1; i+=1
    return g
def slides(g,sq):
    x,y=sq
    for dx,dy in DIRS:
        cx,cy=x+dx,y+dy
        while 0<=cx<N and 0<=cy<N and (cx,cy) not in g:
            yield (cx,cy); cx+=dx; cy+=dy
def moves(g,white):
    me='Q' if white else 'q'
    for sq,c in list(g.items()):
        if c!=me: continue
        del g[sq]
        for to in list(slides(g,sq)):
            g[to]=me
            for arrow in list(slides(g,to)):
                yield (sq,to,arrow)
            del g[to]
        g[sq]=me
def perft(g,white,d):
    if d==0: return 1
    n=0
    for sq,to,arrow in list(moves(g,white)):
        if d==1: n+=1; continue
        me=g.pop(sq); g[to]=me; g[arrow]='*'
        n+=perft(g,not white,d-1)
        del g[arrow]; del g[to]; g[sq]=me
    return n
fen=sys.argv[1]; d=int(sys.argv[2])
b,side=fen.split()[0:2]
print(perft(parse(b),side=='w',d))
