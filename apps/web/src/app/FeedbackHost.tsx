import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import { registerFeedback } from '@/lib/feedback';

/**
 * antd's context-aware message, notification and modal (they follow the theme and the
 * locale of the ConfigProvider around them), handed to `feedback`. Loaded on demand.
 */
export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(
    () => registerFeedback({ message: messageApi, modal: modalApi, notification: notificationApi }),
    [messageApi, modalApi, notificationApi],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
