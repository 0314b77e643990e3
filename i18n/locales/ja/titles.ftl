## ゲームの名前（en/titles.ftl を参照）。

-game-scopa = スコパ
-game-scarto = スカルト
-game-stovkahra = ストフカフラ
-game-gofish = ゴーフィッシュ
-game-concentration = 神経衰弱
-game-oldmaid = ババ抜き

game-title = { $game ->
    [scopa] { -game-scopa }
    [scarto] { -game-scarto }
    [stovkahra] { -game-stovkahra }
    [gofish] { -game-gofish }
    [concentration] { -game-concentration }
    [oldmaid] { -game-oldmaid }
   *[other] { $game }
  }
