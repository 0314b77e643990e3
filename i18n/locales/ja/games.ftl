## ルールの拒否メッセージ：全ゲーム共通

action-not-text = 手は `{ $example }` のような文字で指定します（{ $kind ->
    [none] 空
    [bool] 真偽値
    [number] 数値
    [list] リスト
    [bytes] バイト列
   *[other] その形式
  }は使えません）。
action-too-long = { $length }文字あります。手は `{ $example }` のように短く書きます。
action-empty = 手が空です。`{ $example }` のように入力してください。
game-over = ゲームは終了しました。

## オプションとプリセット

option-on-off = オプション `{ $option }` はオンかオフです（{ $value } は使えません）。
option-whole-number = オプション `{ $option }` には整数を指定します（{ $value } は使えません）。
option-number-between = オプション `{ $option }` には{ $low }から{ $high }までの整数を指定します（{ $value } は使えません）。
option-number-at-least = オプション `{ $option }` には{ $low }以上の整数を指定します（{ $value } は使えません）。
option-number-at-most = オプション `{ $option }` には{ $high }以下の整数を指定します（{ $value } は使えません）。
option-one-of = オプション `{ $option }` は { $shown } のいずれかです（{ $value } は使えません）。
option-at-least = オプション `{ $option }` は{ $low }以上です（{ $value } は使えません）。
option-at-most = オプション `{ $option }` は{ $high }以下です（{ $value } は使えません）。
option-no-preset = { $game }にプリセット `{ $preset }` はありません。プリセット：{ $known }
option-no-such = { $game }にオプション `{ $option }` はありません。オプション：{ $known }
option-players = { $game }（{ $form }）は{ $shown }人用です（{ $players }人では遊べません）。
